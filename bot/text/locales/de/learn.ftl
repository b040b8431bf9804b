## Die Wörter des Übungstisches (bot/text/learn_words.py): der Titel jeder Lektion, worauf man achten
## soll (.intro, vor dem Spiel) und was sie gezeigt hat (.outro, danach), in den Wörtern des Spiels.

learn-lesson-blind = Der Blind und der Straddle
    .intro = Der Spieler links vom Geber ist die Vorhand: Er bringt einen Chip, den Blind, bevor die Karten gegeben werden. Du sitzt links von ihm, also darfst du straddeln: den doppelten Blind bringen. Foster fand das selten die Kosten wert, und der Coach wird es dir sagen; straddle dieses eine Mal, um zu sehen, was es bewirkt, und steig dann mit deinem Blatt ein.
    .outro = Der Blind wurde gebracht, und du hast ihn gestraddelt. Das Einsteigen kostete jetzt das Doppelte deines Straddles, den Einsatz: Ein Straddle macht das Spiel für alle teurer.
learn-lesson-coming-in = Einsteigen
    .intro = Nach dem Geben steigt jeder Spieler der Reihe nach, links von der Vorhand, ein (bringt den Einsatz) oder passt und ist raus. Du gibst, also sprichst du spät. Dein Blatt ist es wert, gespielt zu werden: Steig ein.
    .outro = Du bist eingestiegen, ein Roboter auch. Nur wer einsteigt, kauft und spielt um den Pott.
learn-lesson-the-draw = Der Kauf
    .intro = Diesmal bist du die Vorhand, also sprichst du vor dem Kauf als Letzter und kaufst als Erster. Steig ein, behalte dann dein Paar und kauf drei Karten dazu.
    .outro = Du hast dein Paar behalten, drei gekauft und einen Drilling gemacht. Auf ein Paar kaufen ist der häufigste Kauf: Behalte, was zusammenpasst, und wirf den Rest ab.
learn-lesson-betting = Setzen nach dem Kauf
    .intro = Nach dem Kauf spricht der erste Spieler links von der Vorhand, der noch drin ist, zuerst: du. Dein Blatt braucht keinen Kauf, also bleib stehen und setze, wenn du nach dem Kauf dran bist.
    .outro = Du hast gesetzt, und ein Roboter hat gehalten. Nach dem Kauf callt, erhöht oder steigt jeder Spieler der Reihe nach aus; ein Einsatz, den niemand hält, nimmt sofort den Pott.
learn-lesson-showdown = Das Aufdecken
    .intro = Ein Roboter wird nach dem Kauf setzen. Call ihn: Wenn der letzte Einsatz gecallt ist, werden die Blätter, die noch drin sind, gezeigt, und das beste nimmt den Pott.
    .outro = Der Einsatz wurde gecallt, die Blätter wurden gezeigt, und das beste Blatt hat den Pott genommen.
learn-lesson-jackpot = Ein Jackpot
    .intro = Dieses Spiel ist ein Jackpot: Jeder bringt den Einsatz, und nur wer ein Bubenpaar oder Besseres hat, darf eröffnen. Kann es niemand, bleibt er für das nächste Spiel im Pott.
    .outro = Das erste Spiel konnte niemand eröffnen, also haben alle mehr Chips gebracht, um ihn anzufüttern. Dann hast du ihn mit deinen Öffnern eröffnet und um den ganzen Pott gespielt.
learn-lesson-kitty = Die Hauskasse
    .intro = Dieser Kanal führt eine Hauskasse: Ein Pott, der mit einem guten Blatt im Call gewonnen wird, zahlt ihr ein paar Chips. Spiel dein Blatt bis zum Call.
    .outro = Dein Blatt wurde im Call gezeigt, also hat der Pott der Hauskasse ihre Chips gezahlt.

learn-intro = **Lektion { NUMBER($number, useGrouping: 0) } von { NUMBER($total, useGrouping: 0) }: { $title }.** { $intro }
# Nach dem letzten Spiel einer Lektion, wenn es anders lief, als die Lektion es wollte.
learn-other-way = Das Spiel lief anders, als die Lektion es wollte. Macht nichts: weiter zur nächsten.
learn-course-done = Das war der Kurs. Ab jetzt wird gemischt wie an jedem Tisch: Spiel weiter, solange du willst, und geh, wenn du fertig bist.

## /poker learn auf Discord.

learn-thread-name = Lektionen für { $name }
learn-not-in-a-thread = Tippe /poker learn in einem Textkanal, nicht in einem Thread.
learn-text-channel-only = Tippe /poker learn in einem Textkanal eines Servers.
learn-not-your-lessons = Dieser Tisch gehört zu den Lektionen von jemand anderem: Nur er und die Roboter sitzen hier. Tippe /poker learn für deine.
learn-no-thread-rights = Ich kann deinen Lektions-Thread nicht öffnen: Ich brauche hier „Private Threads erstellen“, „Threads verwalten“ und „Nachrichten in Threads senden“. Frag einen Admin.
# $thread: die Erwähnung des Lektions-Threads.
learn-welcome-back = Willkommen zurück: Deine Lektionen gehen in { $thread } weiter.
learn-opened = Deine Lektionen sind in { $thread }: Drei Roboter und der Coach warten dort.
learn-already-open = Deine Lektionen sind schon in { $thread } offen.
learn-welcome = { $mention }, willkommen beim Draw Poker nach Foster. Die Chips hier sind Spielchips: Dein Geldbeutel wird nicht angerührt. Der Coach schreibt dir bei jedem deiner Züge per DM und bespricht jedes Spiel, wenn es endet; Mein Blatt fragt ihn noch einmal. Tippe /poker leave, um diesen Thread zu schließen; mit /poker learn kommst du später zu deiner Lektion zurück.
learn-left = Deine Lektionen sind geschlossen. Tippe /poker learn, um dort weiterzumachen, wo du aufgehört hast.
