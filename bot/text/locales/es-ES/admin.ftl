## Las respuestas a los administradores (bot/text/admin.py), para /poker-admin: quién cambió qué límite y cuándo.

admin-no-changes = Aquí todavía no se ha cambiado ningún límite: todas las mesas juegan con el código de Foster.
# Un cambio de límite: su nombre, el valor anterior y el nuevo, dónde, quién y cuándo.
admin-change-server = `{ $field }` { $old } → { $new }, valor del servidor, por { $who }, { $when }
admin-change-channel = `{ $field }` { $old } → { $new }, { $channel }, por { $who }, { $when }
# Un límite de la banca mal escrito: $error dice qué falla en el número.
admin-or-none = { $error }, o none para no poner límite
# Se dice con un cambio de `variety` cuando la mesa del canal tiene un bote de jotas por jugar (ley 76).
admin-new-game-after-jackpot = La mesa de este canal tiene antes un bote de jotas por jugar: el juego nuevo empieza cuando alguien lo gane (ley 76).
