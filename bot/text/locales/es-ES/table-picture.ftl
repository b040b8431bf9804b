## Las palabras de la imagen de la mesa y su descripción, el texto alternativo (bot/text/table_picture.py).

# Las letras de los discos junto a un asiento: el botón del que da, y una marca donde su palabra no cabe.
table-picture-letter-dealer = D
table-picture-letter-age = M
table-picture-letter-opener = A
table-picture-letter-buck = T
table-picture-letter-knocked = L
table-picture-letter-straddle = S

# El estado de un asiento, sobre sus cartas.
table-picture-state-not-dealt = sin cartas
table-picture-state-dropped = retirado
table-picture-state-passed = pasó
table-picture-state-sight = vista
# En la descripción: un asiento que siguió pidiendo ver por lo que tenía.
table-picture-called-a-sight = pidió ver por lo que tenía
table-picture-stood-pat = servido
table-picture-drew = cambió { NUMBER($n, useGrouping: 0) }
# $chips: como escribe la imagen las fichas en cinco caracteres ("12345", "123k", "1,2M").
table-picture-wins = gana { $chips }
table-picture-takes-back = recupera { $chips }
table-picture-plus = +{ $chips }
# El estado de un asiento y su cambio: "pasó · cambió 3".
table-picture-state-drew = { $state } · { $drew }
table-picture-thousands = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }k
table-picture-millions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }M
# Mil millones: "MM" no cabe en cinco caracteres, así que se queda la B.
table-picture-billions = { NUMBER($n, useGrouping: 0, maximumFractionDigits: 1) }B
# El nombre de un asiento cuando no se puede dibujar el de su jugador.
table-picture-seat = asiento { NUMBER($seat, useGrouping: 0) }
table-picture-title = Reparto { NUMBER($number, useGrouping: 0) }
# Un bote de jotas que nadie abrió antes se queda, engordado (ley 76).
table-picture-fattened = engordado: { NUMBER($chips, useGrouping: 0) } del anterior
table-picture-pool = pozo { NUMBER($chips, useGrouping: 0) }
# Bajo el pozo entero: cuánto de él está en pozos aparte ($pools, en lista).
table-picture-side-pools = de él, { $count ->
        [one] pozo aparte
       *[other] pozos aparte
    }: { $pools }
table-picture-to-say = habla { $name }
table-picture-widow = viuda

## La descripción (texto alternativo)

table-picture-jackpot-fattened = El bote de jotas está engordado: { NUMBER($chips, useGrouping: 0) } del reparto anterior.
table-picture-side-pools-sentence = De él, { $count ->
        [one] pozo aparte
       *[other] pozos aparte
    }: { $pools }.
table-picture-to-say-sentence = Habla { $name }.
# Un jugador con sus marcas ("da, mano").
table-picture-marked = { $name } ({ $marks })
table-picture-put = { NUMBER($chips, useGrouping: 0) } en el pozo
table-picture-showed = enseñó { $cards }
table-picture-showing = enseña { $cards }
# Un asiento: quién, y luego lo que se dice de él ($bits, en lista).
table-picture-seat-sentence = { $who }: { $bits }.
table-picture-widow-up = La viuda: { $cards }.
table-picture-widow-down = La viuda está boca abajo.
