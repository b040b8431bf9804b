## Lo que se le dice a un miembro cuando el fallo es del bot y no suyo (bot/text/failures.py):
## una línea cada uno, sin detalles nuestros.

failures-bank-away = No se puede llegar a la banca un momento (su base de datos se está reiniciando): vuelve a intentarlo en un minuto. Cada mesa espera tal como está y sigue sola cuando vuelva la banca.
failures-owner-silent = Esa mesa la lleva otro proceso del bot, que no recogió tu clic a tiempo; no se ha jugado nada. Vuelve a intentarlo en un momento.
failures-owner-unreachable = No se pudo llegar al proceso de esa mesa; no se ha jugado nada. Vuelve a intentarlo en un momento.
failures-restarting = El bot se está reiniciando; vuelve a intentarlo en un minuto. Cada mesa estará como la dejaste.
failures-in-a-server-only = Este comando funciona en un canal de un servidor.
failures-needs-manage-server = Para eso necesitas el permiso Gestionar servidor.
failures-not-here = Aquí no puedes usar ese comando.
# Un fallo nuestro: $ref encuentra su traza en el registro.
failures-unexpected = Algo ha ido mal (ref. { $ref }). La mesa no ha cambiado; vuelve a intentarlo.
