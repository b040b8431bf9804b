# Los capítulos del libro de Foster sobre el juego de los que salen las reglas del consejero,
# nombrados antes de cada razón: "Foster (Entrar): ...".
coach-chapter-coming-in = Entrar
coach-chapter-jack-pots = Entrar en los botes de jotas
coach-chapter-raising = Subir la entrada
coach-chapter-drawing = Cambiar para mejorar
coach-chapter-betting = Apostar
coach-chapter-calling = Igualar y subir
coach-chapter-bluffing = El farol
coach-chapter-straight = Póquer sin cambio
coach-chapter-stud = Póquer descubierto
coach-chapter-whisky = Póquer del whisky
