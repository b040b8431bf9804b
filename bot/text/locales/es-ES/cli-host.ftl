## poker-bot doctor: el nombre de cada comprobación, al principio de su línea («✔ base de datos: ...»).
cli-host-check-token = token
cli-host-check-database = base de datos
cli-host-check-disk = disco
cli-host-check-clock = reloj
cli-host-check-application = aplicación
cli-host-check-commands = comandos
cli-host-check-servers = servidores
cli-host-check-emojis = emojis de cartas
cli-host-check-channels = canales de mesa

## poker-bot doctor: la base de datos y el disco.
cli-host-no-token = falta DISCORD_TOKEN
cli-host-no-token-to-ask = no hay token con el que preguntar a Discord
cli-host-create-database = ejecuta poker-bot migrate para crearla, o revisa DATABASE_URL
cli-host-database-down = revisa DATABASE_URL, y que la base de datos esté en marcha
cli-host-upgrade = actualiza el bot
cli-host-migrate = ejecuta poker-bot migrate (el bot también lo hace al arrancar)
# $database: el tipo y el lugar de la base de datos, como los describe el almacenamiento.
cli-host-database-ok = { $database } responde, con la versión de esquema { $version } (la de este código)
cli-host-then-audit = revisa la base de datos y luego ejecuta poker-bot audit
cli-host-url-unread = no se puede leer DATABASE_URL
cli-host-disk-unseen = la base de datos está en un servidor PostgreSQL, cuyo disco no se ve desde aquí
# $error: las palabras del propio sistema sobre el motivo.
cli-host-free-unread = no se puede leer el espacio libre de { $folder } ({ $error })
cli-host-check-folder = revisa la carpeta del archivo SQLite
cli-host-disk-ok = { $mb } MB libres junto al archivo SQLite
cli-host-disk-low = solo { $mb } MB libres junto al archivo SQLite (se quieren al menos { $least }); un disco lleno detiene todos los repartos
cli-host-free-space = libera espacio en el disco que contiene { $folder }
cli-host-database-unread = no se pudo leer la base de datos

## poker-bot doctor: preguntar a Discord. $base: la dirección preguntada (DISCORD_API_BASE).
cli-host-no-answer = Discord no respondió
cli-host-token-refused = Discord rechazó DISCORD_TOKEN (401 Unauthorized): es incorrecto o se restableció
cli-host-refused = se rechazó el token
cli-host-me-answered = { $base } respondió { $status } a GET /users/@me
cli-host-unset-base = revisa DISCORD_API_BASE (quítala para llegar a { $discord })
cli-host-token-ok = aceptado: el bot es { $name } (id { $id })
cli-host-try-in-a-minute = vuelve a intentarlo dentro de un minuto
cli-host-no-application = no se pudo leer la aplicación
cli-host-application-ok = id { $id } ({ $name })
cli-host-in-server = en el servidor { $server } (DEV_GUILD_ID)
cli-host-globally = de forma global
cli-host-not-in-dev-guild = DEV_GUILD_ID { $server } nombra un servidor en el que el bot no está
cli-host-invite-dev-guild = invita allí al bot, o quita DEV_GUILD_ID para registrar los comandos de forma global
cli-host-emojis-off = desactivados (CARD_EMOJIS=false): las cartas se muestran como texto
cli-host-invite = vuelve a invitar al bot con el enlace del README (sus permissions=360777370624)
# $why: las palabras de la propia red, o el nombre del error.
cli-host-cannot-reach = no se puede llegar a { $base } ({ $why })
cli-host-check-network = revisa DISCORD_API_BASE (sin ella, el propio Discord) y la red
cli-host-wait = Discord pide al bot que espere { $seconds } s antes de volver a preguntar (límite de peticiones)
cli-host-wait-fix = vuelve a intentarlo después; si sigue, detén lo demás que use este token
# $answer: el estado y su motivo («404 Not Found»); $text: el principio de lo recibido, entre comillas.
cli-host-not-json = { $base } respondió { $answer } sin JSON ({ $text }): no es la API de Discord
cli-host-not-json-fix = deja DISCORD_API_BASE sin poner, o apúntala a { $discord } o a un proxy de ella
cli-host-kept-waiting = Discord siguió pidiendo al bot que esperara (límite de peticiones)
# $message: el mensaje del propio Discord, en inglés como lo envía Discord.
cli-host-answered = Discord respondió { $status } { $message }

## poker-bot doctor: el reloj.
cli-host-no-date = la respuesta de Discord no traía Date con la que comparar
cli-host-date-unread = no se pudo leer la Date de Discord { $date }
cli-host-clock-ok = a pocos segundos del de Discord
cli-host-clock-off = el reloj de esta máquina va unos { $seconds } s { $way ->
    [ahead] por delante
   *[behind] por detrás
 } del de Discord; las marcas de tiempo de Discord y los relojes de turno fallan
cli-host-clock-fix = pon el reloj en hora y mantenlo así (timedatectl set-ntp true, o el NTP del anfitrión)

## poker-bot doctor: los comandos de barra. $where: cli-host-in-server o cli-host-globally; $some: algunos de ellos (/poker join, ...).
cli-host-commands-ok = los { $n } comandos de barra están registrados { $where }
cli-host-commands-missing = { $n } sin registrar { $where } ({ $some })
cli-host-commands-changed = { $n } registrados con otras opciones que las de este bot ({ $some })
cli-host-commands-extra = { $n } registrados que este bot ya no tiene ({ $some })
cli-host-commands-fix = arranca el bot: sincroniza sus comandos cuando cambian; si su registro dice 'command tree unchanged', borra antes los archivos commands-*.sha256 de STATE_DIR

## poker-bot doctor: los emojis de cartas. $deck: el nombre de la baraja (standard); $some: algunos nombres que faltan.
cli-host-emojis-ok = los { $n } de la baraja { $deck } están subidos a la aplicación
cli-host-emojis-missing = { $n ->
    [one] falta { $n }
   *[other] faltan { $n }
 } de los { $all } emojis de cartas de la baraja { $deck } ({ $some }); las cartas se muestran como texto
cli-host-emojis-fix = arranca el bot: los sube; si siguen faltando, su registro dice por qué (CARD_EMOJIS=false los desactiva)

## poker-bot doctor: los permisos, como los nombran los ajustes de Discord.
cli-host-perm-view = Ver canales
cli-host-perm-send = Enviar mensajes
cli-host-perm-embed = Insertar enlaces
cli-host-perm-attach = Adjuntar archivos
cli-host-perm-history = Leer el historial de mensajes
cli-host-perm-in-threads = Enviar mensajes en hilos
cli-host-perm-manage-threads = Gestionar hilos
cli-host-perm-private-threads = Crear hilos privados

## poker-bot run: sus propias líneas al anfitrión, antes de arrancar el bot y al pararse.
# $plan: los shards que lleva este proceso, como los dice el plan del clúster («shards 0-3 of 8»).
cli-host-run-cluster = { " " }con { $plan }
# $base: adónde se conecta el bot (DISCORD_API_BASE, si no la API de Discord); $cluster: cli-host-run-cluster, o nada.
cli-host-run-connecting = poker-bot run: conectando con Discord en { $base }{ $cluster }
# «error:» es la forma que comparten las líneas de error de todos los comandos (como la escribe argparse): se deja así.
cli-host-run-failed = poker-bot run: error: { $why }
# $error: en qué paso esperaba, como lo dice el bot.
cli-host-run-no-answer = { $base }: { $error }; revisa DISCORD_API_BASE y la red, o dale más tiempo con DISCORD_CONNECT_TIMEOUT
cli-host-run-intent = el bot pidió un intent privilegiado que no necesita
# $answer: el estado y su motivo («404 Not Found»).
cli-host-run-not-discord = { $base } respondió { $answer }: no es la API de Discord; deja DISCORD_API_BASE sin poner, o apúntala a la API de Discord (https://discord.com/api/v10) o a un proxy de ella
# $error: las palabras de la propia red, o el nombre del error.
cli-host-run-cannot-reach = no se puede llegar a { $base }: { $error }

## poker-bot sandbox: sus propias líneas al anfitrión. $db: --db como se tecleó; $such: un archivo que podría nombrar.
cli-host-sandbox-twice = { $name } se nombra dos veces
cli-host-sandbox-no-member = nombra al menos a un miembro
cli-host-sandbox-too-many = el sandbox admite como mucho { $most } miembros, no { $n }
# $user: el ~nombre tecleado, de ningún usuario de esta máquina.
cli-host-sandbox-no-home = --db { $db }: no hay carpeta personal para { $user }; da otra ruta
cli-host-sandbox-db-folder = --db { $db } es una carpeta: nombra un archivo SQLite dentro, como { $such }
cli-host-sandbox-db-name = --db { $db }: nombra un archivo SQLite, como { $such }
cli-host-sandbox-port-in-use = el puerto { $port } de 127.0.0.1 está en uso: elige otro con --port (0 toma cualquiera libre)
# $error: las palabras del propio sistema sobre el motivo.
cli-host-sandbox-cannot-listen = no se puede escuchar en 127.0.0.1:{ $port }: { $error }
# $why: las palabras del propio sandbox sobre el miembro que no pudo añadir; $world: el archivo de su mundo.
cli-host-sandbox-no-room = --members: { $why }, y su mundo ({ $world }) tiene sitio para menos miembros nuevos de los que nombra --members
# $address: la de la página; $folder: donde guarda el bot los archivos del sandbox.
cli-host-sandbox-open = poker-bot sandbox: abre { $address } en un navegador (los archivos del bot: { $folder }); Ctrl-C lo detiene
cli-host-sandbox-stopping = poker-bot sandbox: deteniéndose (las mesas siguen en el próximo arranque)

## poker-bot play: las palabras propias de la mesa del terminal a su único jugador. Las que él teclea
## (come in, raise N, exchange 7c Kh) son las del juego, como las lista help: se dejan como están.
cli-host-play-no-name = da el nombre con el que juegas, p. ej. --name Ana
cli-host-play-long-name = como mucho { $most } caracteres, no { $n }
cli-host-play-printable = solo letras, cifras, espacios y signos de puntuación
# $name: el nombre dado, entre comillas.
cli-host-play-robot-name = { $name } es como se llaman los robots; elige otro
# Lo que pidió hacer, tras el «ahora no puedes» de play-cannot-now.
cli-host-play-doing-decline = rechazar la sobreciega
cli-host-play-doing-jackpot = hacer un bote de jotas
cli-host-play-doing-take = tomar la viuda
cli-host-play-doing-turn-up = destapar la viuda
cli-host-play-doing-exchange = cambiar una carta
# $say: las palabras que tecleó antes del número (raise, come in raise).
cli-host-play-how-much = ¿cuánto? di '{ $say } N'
cli-host-play-say-n = di '{ $say } N'
cli-host-play-say-or-raise = di '{ $say }' o '{ $say } raise N'
# El número que tecleó, nombrado en cli-host-play-number.
cli-host-play-what-raise = la subida
cli-host-play-what-open = la apuesta de apertura
cli-host-play-what-bet = la apuesta
# $typed: lo que tecleó, entre comillas.
cli-host-play-number = { $what }: un número entero de { $least } a { $most }, no { $typed }
cli-host-play-positions = las posiciones van de 1 a { $n }: { $word } no es una
cli-host-play-position = la posición { $n }
# $what: una carta, o cli-host-play-position.
cli-host-play-named-twice = { $what } se nombra dos veces: nombra una sola vez cada carta que descartas
cli-host-play-say-what = di lo que haces (help lista las palabras)
cli-host-play-not-a-word = '{ $word }' no es algo que diga un jugador aquí (help lista las palabras)
cli-host-play-two-cards = nombra dos cartas: la tuya y luego la de la viuda (exchange 7c Kh)
# Ley 2: quién da primero. $card: la jota que le cayó.
cli-host-play-first-jack = Se reparten cartas boca arriba hasta que sale una jota: { $name } recibe { $card } y da primero (ley 2).
# $stacks: el nombre y las fichas de cada jugador.
cli-host-play-over = La partida ha terminado: { $stacks }
cli-host-play-down-card = Tu carta tapada: { $card } (boca arriba: { $up })
cli-host-play-hand = Tu jugada: { $cards }
cli-host-play-hand-drawn = Tu jugada tras el cambio: { $cards }
