# Die Kapitel aus Fosters Buch über das Spiel, aus denen die Regeln des Coachs stammen,
# vor jedem Grund genannt: "Foster (Einsteigen): ...".
coach-chapter-coming-in = Einsteigen
coach-chapter-jack-pots = In Jackpots einsteigen
coach-chapter-raising = Den Einsatz erhöhen
coach-chapter-drawing = Kaufen, um zu verbessern
coach-chapter-betting = Setzen
coach-chapter-calling = Callen und Erhöhen
coach-chapter-bluffing = Bluffen
coach-chapter-straight = Poker ohne Kauf
coach-chapter-stud = Stud Poker
coach-chapter-whisky = Whisky-Poker
