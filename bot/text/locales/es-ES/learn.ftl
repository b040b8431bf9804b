## Las palabras de la mesa de aprendizaje (bot/text/learn_words.py): el título de cada lección, en
## qué fijarse (.intro, antes del reparto) y lo que enseñó (.outro, después), con las palabras del juego.

learn-lesson-blind = La ciega y la sobreciega
    .intro = El jugador a la izquierda del que da es el mano: pone una ficha, la ciega, antes de que se repartan las cartas. Tú estás a su izquierda, así que puedes poner sobreciega: el doble de la ciega. Foster pensaba que pocas veces compensa, y el consejero te lo dirá; pon sobreciega esta vez para ver qué pasa y luego entra con tu jugada.
    .outro = Se puso la ciega y tú le pusiste sobreciega. Entrar ahora costaba el doble de tu sobreciega, la entrada: una sobreciega encarece el reparto para todos.
learn-lesson-coming-in = Entrar
    .intro = Tras el reparto, cada jugador por turno, desde la izquierda del mano, entra (pone la entrada) o pasa y queda fuera. Tú das, así que hablas tarde. Tu jugada vale la pena: entra.
    .outro = Entraste, y también un robot. Solo los que entran cambian cartas y juegan por el pozo.
learn-lesson-the-draw = El cambio
    .intro = Esta vez eres el mano, así que hablas el último antes del cambio y cambias el primero. Entra, guarda tu pareja y pide tres cartas.
    .outro = Guardaste la pareja, pediste tres y ligaste un trío. Cambiar a una pareja es lo más corriente: guarda lo que empareja y tira lo demás.
learn-lesson-betting = Apostar tras el cambio
    .intro = Tras el cambio habla primero el primer jugador que sigue dentro a la izquierda del mano: tú. Tienes una jugada que no necesita cambio, así que sírvete y apuesta cuando te toque tras el cambio.
    .outro = Apostaste y un robot te igualó. Tras el cambio, cada jugador por turno iguala, sube o se retira; una apuesta que nadie cubre se lleva el pozo enseguida.
learn-lesson-showdown = Enseñar las jugadas
    .intro = Un robot apostará tras el cambio. Iguálalo: cuando se iguala la última apuesta, se enseñan las jugadas que siguen dentro y la mejor se lleva el pozo.
    .outro = Se igualó la apuesta, se enseñaron las jugadas y la mejor se llevó el pozo.
learn-lesson-jackpot = Un bote de jotas
    .intro = Este reparto es un bote de jotas: todos ponen la entrada, y solo quien tenga una pareja de jotas o más puede abrirlo. Si nadie puede, se queda en el pozo para el siguiente reparto.
    .outro = Nadie pudo abrir el primer reparto, así que todos pusieron más fichas para engordarlo. Luego lo abriste con tu apertura y jugaste por todo el pozo.
learn-lesson-kitty = La caja
    .intro = Este canal tiene caja: un pozo ganado con una buena jugada enseñada en una igualada le paga unas fichas. Juega tu jugada hasta la igualada.
    .outro = Tu jugada se enseñó en una igualada, así que el pozo pagó sus fichas a la caja.

learn-intro = **Lección { NUMBER($number, useGrouping: 0) } de { NUMBER($total, useGrouping: 0) }: { $title }.** { $intro }
# Tras el último reparto de una lección, cuando salió de otra forma de lo que la lección pretendía.
learn-other-way = Ese reparto salió de otra forma de lo que pretendía la lección. No pasa nada: a la siguiente.
learn-course-done = Se acabó el curso. Desde ahora los repartos se barajan como en cualquier mesa: sigue jugando todo lo que quieras y vete cuando termines.

## /poker learn en Discord.

learn-thread-name = Lecciones de { $name }
learn-not-in-a-thread = Escribe /poker learn en un canal de texto, no en un hilo.
learn-text-channel-only = Escribe /poker learn en un canal de texto de un servidor.
learn-not-your-lessons = Esta mesa son las lecciones de otra persona: aquí solo se sientan ella y los robots. Escribe /poker learn para las tuyas.
learn-no-thread-rights = No puedo abrir tu hilo de lecciones: aquí necesito Crear hilos privados, Gestionar hilos y Enviar mensajes en hilos. Pídeselo a un administrador.
# $thread: la mención del hilo de lecciones.
learn-welcome-back = Hola de nuevo: tus lecciones siguen en { $thread }.
learn-opened = Tus lecciones están en { $thread }: allí te esperan tres robots y el consejero.
learn-already-open = Tus lecciones ya están abiertas en { $thread }.
learn-welcome = { $mention }, te damos la bienvenida al póquer con cambio de Foster. Aquí las fichas son de juego: tu cartera no se toca. El consejero te escribe por MD en cada uno de tus turnos y repasa cada reparto al acabar; Mi jugada se lo vuelve a pedir. Escribe /poker leave para cerrar este hilo; más tarde, /poker learn te devuelve a tu lección.
learn-left = Tus lecciones están cerradas. Escribe /poker learn para seguir donde lo dejaste.
