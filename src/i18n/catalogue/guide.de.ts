import type { GuideMessages } from './guide.en.js';

/** /help auf Deutsch: Deals, Tipps, das Kartenspiel und das Fortunes-Brett. */
export const guideDe: GuideMessages = {
  'help.deals.title': 'Deals zwischen Managern',
  'help.deals.offer':
    '/handel anbieten: deine Spieler (give), ihre (get) und Geld in beide Richtungen (was du zahlst oder verlangst). /leihe anbieten: Leih deinen Spieler aus oder leih dir ihren, für einige Ligaspiele oder bis Saisonende, gegen eine Leihgebühr, die der Entleiher zahlt.',
  'help.deals.told':
    'Der andere Manager erfährt im Kanal, dass du ihm ein Angebot gemacht hast, aber nie die Bedingungen; die sieht er nur für sich und nimmt per Knopf an, lehnt ab oder macht ein Gegenangebot.',
  'help.deals.carriedOut':
    'Ein angenommener Deal wird vollzogen, wenn der nächste Spieltag oder die nächste Pokalrunde gespielt wird, falls er dann noch steht: Beide Vereine haben die Spieler und das Geld noch, und jeder behält {minSquad} Spieler und einen Torwart. Gibt es zwei Deals um denselben Spieler, gilt der zuerst angenommene.',
  'help.deals.closed':
    'Ab der Runde des ersten Pokal-Halbfinales (ohne Pokale in den letzten {closedWeeks} Wochen der Saison) bis zur nächsten Vorbereitung ist das Fenster zu. Offene Angebote verfallen zum Stichtag, außer du verlängerst sie mit /handel verlängern.',
  'help.deals.ai':
    'Ein Verein der KI antwortet sofort: Er verkauft für {premium} % über Marktwert und behält {keepSquad} Spieler und einen Torwart. Ein Leihspieler kehrt von selbst zurück und kann vom Entleiher weder verkauft noch auf die Transferliste gesetzt werden.',

  'help.predictions.title': 'Tipps und Erinnerungen',
  'help.predictions.who':
    'Jeder auf dem Server kann mittippen, Manager oder nicht: Mit `/tippen ergebnis` tippst du vor dem Stichtag ein Spiel dieser Woche, an dem ein Managerverein beteiligt ist. Bis dahin kannst du ihn ändern; nur du siehst ihn.',
  'help.predictions.points':
    '{exact} Punkte für das genaue Ergebnis, {result} für die richtige Tendenz. `/tippen meine` zeigt deine Tipps, `/tippen tabelle` die Tipprunde der Saison (Manager sind markiert), und der Wochenbericht nennt den besten Tipper.',
  'help.predictions.remind':
    '`/erinnern an stunden:` schickt dir so lange vor jedem Stichtag eine Direktnachricht, wenn du noch nicht `/bereit` gemeldet (oder, ohne eigenen Verein, nicht getippt) hast. `/erinnern aus` stellt das ab. Sind deine Direktnachrichten zu, gehen die Erinnerungen aus und du erfährst es hier.',

  'help.cards.title': 'Das Kartenspiel',
  'help.cards.cards':
    'Jede Karte ist ein Spieler: Ihr Wert ist sein Platz auf dem Feld (Tor 1; Abwehr 2 3 4; Mittelfeld 5 6 7; Angriff 8 9 10), ihre Farbe seine Stärke, 4 für die höchste Farbe bis 1; die Rangfolge der Farben wechselt jede Saison. Buben, Damen und Könige sind Systeme.',
  'help.cards.deal':
    'Das Austeilen: eine Bildkarte und sieben weitere, dazu 20 £. Mit /behalten behältst du, was du willst (mindestens eine Bildkarte); nach der Eröffnungsauktion kostet jeder behaltene Spieler 1 £ pro Stärke, Systeme nichts.',
  'help.cards.play':
    '/mannschaftsbogen: ein System, ein Ass im Tor und vier Spieler, jeder auf seinem Platz oder einem daneben; +1 Stärke auf dem eigenen Platz, +1 mit zwei Mitspielern neben ihm. Einen Platz, den du nicht besetzen kannst, füllt ein Ersatzmann mit Stärke 0.',
  'help.cards.duel':
    'Jeder Spieler duelliert sich mit dem gegenüberliegenden Platz (12 − n): Gewinnt die Abwehr, verhindert sie ein Tor, das Mittelfeld bringt ein halbes Tor in jede Richtung, der Angriff trifft einmal; ohne Gegenspieler das Doppelte. Ein Torwart ab Stärke 4 hält zwei, mit 1 bis 3 eins. Die Gäste starten mit −2. Dann zieht jede Seite eine Glückskarte: +1 für die höchste Farbe, −1 für die niedrigste, und der Spieler auf ihrem Platz fällt fürs nächste Spiel verletzt aus.',
  'help.cards.auction':
    'Nach jeder Runde kommen die Lose per verdecktem Gebot unter den Hammer (/auktion): Geld und Spielerkarten, die so viele Pfund wert sind wie ihre Stärke. 1 £ Zuschauereinnahmen pro Runde, 1 £ mehr, wenn du nichts gekauft hast.',
  'help.cards.trades':
    'Tauschgeschäfte (nach der Eröffnungsauktion): /handel anbieten abgeben:"9H" get:"KD" money: — der andere Manager nimmt per Knopf an; vollzogen wird beim nächsten Schritt, wenn beide die Karten und das Geld noch haben und jeder eine Bildkarte behält.',
  'help.cards.season':
    'Saison: Liga 20 £ und 10 £, Pokal 15 £ und 5 £; 2 Titelpunkte für die Meisterschaft, 1 für den Pokal. Wer nach den vereinbarten Saisons die meisten Punkte hat, gewinnt. /blatt zeigt deine Karten nur dir.',

  'help.fortunes.title': 'Das Fortunes-Brett über einer Footy-Manager-Liga',
  'help.fortunes.roll':
    'Jede Woche beginnt mit einem Würfelwurf: /brett zeigen zeigt dir das Feld, auf dem du landest; es wird vor den Spielen ausgespielt.',
  'help.fortunes.wages':
    'Gehälter: Die Gesamtstärke deines Kaders bestimmt die Rechnung, {lowest} bis {highest} pro Landung. Sponsoring bringt {sponsorship}. Sonntag und Start: nichts.',
  'help.fortunes.crisis': 'Krise: {fine} Geldstrafe, und der Beste aus dem Mannschaftsteil, den du wählst (/brett krise), geht an die Bank.',
  'help.fortunes.cards':
    'Managerglück und Aufstellungssorgen ziehen eine Karte. Die Bank hat {immunity} Immunitätskarten; eine hebt schädliche Aufstellungssorgen auf (/brett immunität).',
  'help.fortunes.bank':
    'Bankfinanzierung: Verkauf Spieler für {buysAt} % ihres Werts an die Bank, elf und ein Torwart müssen bleiben (/brett bankverkauf). Die Bank verkauft ihre Spieler für {sellsAt} % oder mehr, per verdecktem Gebot (/brett bieten).',
  'help.fortunes.auction':
    'Auktion und 50-%-Auktion: Das beste Los im Pool geht an das höchste verdeckte Gebot; wer als Sieger nicht zahlen kann, verliert die Hälfte seines Geldes.',
  'help.fortunes.debt':
    'In den Miesen, wenn die Woche gespielt wird? Gleich das bis zur nächsten Woche aus, sonst verkauft die Bank deine Spieler (/brett schuldenfolge), und reicht das nicht, musst du zurücktreten.',
  'help.fortunes.points':
    'Spielpunkte (/liga punkte) gibt es für Tabellenplatz, Aufstieg, Abstieg und das Geld am Ende; wer die meisten Punkte hat, gewinnt.',
  'guide.title.league': 'So wird {league} gespielt',
  'guide.title.dugout': 'So wird Dugout gespielt',
  'guide.group.club': '1. Dein Verein',
  'guide.club.squad': '`/kader`: deine Spieler mit Stärke, Form und Fitness (oder die eines anderen Vereins)',
  'guide.club.player': '`/spieler`: Steckbrief eines Spielers mit Form, Training und Marktwert',
  'guide.club.finances': '`/finanzen`: dein Geld, die Gehälter und die Buchungen',
  'guide.club.news': '`/neuigkeiten`: dein Ergebnis, dein Tabellenplatz und was letzte Woche bei deinem Verein los war (nur du siehst es)',
  'guide.group.orders': '2. Deine Anweisungen',
  'guide.orders.select': '`/aufstellung`: System und Startelf, mit dem Spielfeld als Bild',
  'guide.orders.train': '`/trainieren`: ein Trainingsplan für einen Spieler',
  'guide.orders.stadium': '`/stadion`: einen Tribünenrang bauen',
  'guide.orders.staff': '`/stab`: Mitarbeiter im Trainerstab einstellen oder entlassen',
  'guide.orders.sponsor': '`/sponsorvertrag`: der Sponsorenvertrag, in der Vorbereitung',
  'guide.orders.fortune': '`/brett`: dein Feld auf dem Fortunes-Brett und was du dort wählen kannst (`/hilfe thema:fortunes`)',
  'guide.group.market': '3. Der Transfermarkt',
  'guide.market.bid': '`/transferliste` und `/bieten`: die Transferliste und verdeckte Gebote',
  'guide.market.sell': '`/verkaufen`, `/streichen`: einen Spieler auf die Liste setzen oder wieder herunternehmen',
  'guide.market.scout': '`/chefscout`: den Chefscout nach einem bestimmten Spielertyp suchen lassen',
  'guide.group.deals': '4. Deals mit anderen Vereinen',
  'guide.deals.trade':
    '`/handel anbieten`: Spieler und Geld in beide Richtungen, mit einem Manager oder einem KI-Verein; `/handel liste` zeigt deine Angebote',
  'guide.deals.loan': '`/leihe anbieten`: einen Spieler gegen Gebühr ausleihen oder verleihen',
  'guide.group.cups': '5. Pokale',
  'guide.cups.cup': '`/pokal`: Auslosungen, dein nächstes Spiel, Ergebnisse und der Turnierbaum',
  'guide.group.league': '{number}. Die Liga',
  'guide.league.tables': '`/liga tabelle`, `/liga spielplan`, `/liga ergebnisse`: Tabellen, Spielplan und Ergebnisse',
  'guide.league.status': '`/liga stand`: der Spieltag, der Stichtag und wer fertig ist; `/liga einstellungen` die Einstellungen der Liga',
  'guide.league.history': '`/liga chronik`, `/liga webseite`: vergangene Saisons und die Webseite der Liga',
  'guide.league.predict': '`/tippen`: jeder tippt die Ergebnisse der Woche; `/erinnern an`: eine Direktnachricht vor dem Stichtag',
  'guide.league.profile': '`/profil`: die Laufbahn eines Managers auf diesem Server: Vereine, Saisons, Titel und Siegquote',
  'guide.group.done': '{number}. Fertig',
  'guide.done.ready': '`/bereit`: deine Anweisungen prüfen und melden, dass du für diese Woche fertig bist',
  'guide.noLeague': 'In diesem Kanal läuft keine Liga; ein Mitglied mit „Server verwalten“ gründet eine mit `/liga gründen`.',
  'guide.deadlines': 'Stichtage: {schedule}.',
  'guide.deadlineAtStart': 'Der nächste Stichtag wird festgelegt, wenn die Saison beginnt.',
  'guide.nextDeadline': 'Nächster Stichtag: {full} ({relative}), in deiner Ortszeit.',
  'guide.week.orders': 'Jede Woche gibt jeder Manager mit den Befehlen unten seine Anweisungen und meldet sich dann mit `/bereit`.',
  'guide.week.played':
    'Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist; wer nichts angewiesen hat, dem nimmt die KI das ab.',
  'guide.week.posted': 'Spiele, Tabellen und Transfernews erscheinen danach in diesem Kanal.',
  'guide.week.cups':
    'Pokalrunden sind eigene Schritte zwischen den Ligaspieltagen: Anweisungen, `/bereit` und der Stichtag funktionieren wie an einem Spieltag; `/pokal` zeigt Auslosungen und Ergebnisse.',
  'guide.rules': 'Die Regeln in Kürze',
  'guide.rules.divisions': 'Vier Ligen mit je acht Vereinen, {weeks} Spieltage pro Saison; {win} Punkte für einen Sieg, {draw} für ein Remis.',
  'guide.rules.ability':
    'Ein Spieler spielt mit seiner Stärke, verändert durch Form und Position; Training dauert Wochen und braucht den richtigen Trainerstab.',
  'guide.rules.money':
    'Heimspiele bringen Zuschauereinnahmen; Gehälter und Ausbauten kosten Geld. Ein Verein in den Miesen kann weder kaufen noch einstellen.',
  'guide.rules.promotion': 'Am Saisonende steigen die besten {promoted} jeder Liga auf und die letzten {relegated} ab.',
  'guide.rules.topics': '`/hilfe thema:` erklärt jede Regel mit den Zahlen dieser Liga: Aufstellung, Training, Transfers, Deals und mehr.',
  'guide.rules.houseRules': 'Alle Hausregeln samt Begründung: {link}',
  'guide.cards.group.cards': '1. Deine Karten',
  'guide.cards.hand': '`/blatt`: deine Karten und dein Geld (nur du siehst sie)',
  'guide.cards.keep': '`/behalten`: die Karten, die du vom Austeilen behältst',
  'guide.cards.group.play': '2. Spielen und kaufen',
  'guide.cards.play': '`/mannschaftsbogen`: ein System, ein Ass im Tor und vier Spieler',
  'guide.cards.auction': '`/auktion`: verdeckte Gebote auf die Lose nach jeder Runde',
  'guide.cards.group.done': '3. Fertig',
  'guide.cards.ready': '`/bereit`: melden, dass du für diese Runde fertig bist',
  'guide.cards.tables': '`/liga tabelle` und `/pokal`: Liga und Pokal bis jetzt',
  'guide.cards.orders': 'Jede Runde spielt jeder Manager mit den Befehlen unten seine Karten aus und meldet sich dann mit `/bereit`.',
  'guide.cards.played': 'Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist.',
  'guide.cards.rules': '`/hilfe thema:Karten` erklärt das Kartenspiel in ein paar Zeilen.',
  'guide.schedule.interval': '{hours, plural, one {jede Stunde} other {alle # Stunden}}',
  'guide.schedule.days': '{days} um {time} Uhr ({zone})',
  'guide.fortunesGame.group.square': '1. Dein Feld',
  'guide.fortunesGame.show':
    '`/brett zeigen`: dein Feld, die nächsten Felder, die für dich gezogenen Karten, die Lose, dein Geld und wohin es im letzten Zug ging, und deine Immunität (nur du siehst es)',
  'guide.fortunesGame.choices': '`/brett krise` · `/brett bankverkauf` · `/brett bieten` · `/brett immunität`: was dein Feld dich wählen lässt',
  'guide.fortunesGame.group.side': '2. Deine Elf',
  'guide.fortunesGame.squad': '`/kader`: deine Karten nach Mannschaftsteilen, mit Sternen',
  'guide.fortunesGame.select': '`/aufstellung`: dein 4-3-3 aus deinen Karten, per Menü',
  'guide.fortunesGame.group.done': '3. Fertig',
  'guide.fortunesGame.ready': '`/bereit`: melden, dass du für diesen Zug fertig bist',
  'guide.fortunesGame.points': '`/liga punkte`: die Spielpunkte; die Zehnertabelle erscheint nach jeder Ligarunde',
  'guide.fortunesGame.board':
    'Football Fortunes, das Brettspiel: In jedem Zug ziehen die Würfel jeden Manager über das Brett, danach wird eine Liga- oder Pokalrunde gespielt.',
  'guide.fortunesGame.orders':
    'Gib mit den Befehlen unten deine Anweisungen und melde dich dann mit `/bereit`. Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist; wer nichts angewiesen hat, für den gelten die Voreinstellungen.',
  'guide.fortunesGame.rules': '`/hilfe thema:fortunes` erklärt das Spiel in ein paar Zeilen.',
  'help.fortunesGame.title': 'Football Fortunes, das Brettspiel',
  'help.fortunesGame.league':
    'Eine Liga mit zehn Vereinen: die der Manager und die des Computers, mit Hin- und Rückspiel, dazu der F.A. Cup und ab der zweiten Saison Europa. Jede Liga- und Pokalrunde ist ein Zug auf dem Brett.',
  'help.fortunesGame.side':
    'Deine Elf spielt immer ein 4-3-3 aus deinen Karten (/aufstellung). Die Abwehr zählt die Sterne von Torwart und Verteidigern, der Angriff die von Mittelfeld und Sturm; ein Allrounder spielt überall, im Tor für einen Stern. Ein Spieler ist {star} pro Stern wert.',
  'help.fortunesGame.squares':
    'Die Felder: Gehälter ({wage} pro Stern deines Kaders), Sponsoring ({sponsorship}), Managerglück und Aufstellungssorgen (eine Karte, die du vor deinen Anweisungen siehst), Auktion und 50-%-Auktion (die oberste Karte der Auktionsliste, verdeckte Gebote mit /brett bieten), Bankfinanzierung (Verkauf an die Bank für ¾ des Werts), Krise ({fine} Geldstrafe, und dein bester Spieler aus einem Mannschaftsteil deiner Wahl geht an die Bank), Sonntag.',
  'help.fortunesGame.bank':
    'Die Bank verkauft ihre Karten in jedem Zug für das 1,5-Fache ihres Werts oder mehr (/brett bieten). Wer ein Gebot gewinnt und nicht zahlen kann, verliert die Hälfte seines Geldes.',
  'help.fortunesGame.immunity':
    'Immunität: Die Bank hat sechs Karten. Eine Aufstellungssorgen-Karte kann dir eine zuteilen; mit /brett immunität einsetzen:True hebst du dann eine schädliche Aufstellungssorge auf, die dir gezeigt wird.',
  'help.fortunesGame.out':
    'Ein Verein, der nicht zahlen kann, auch nicht durch Spielerverkäufe, scheidet aus: Sein Manager tritt zurück. Spielpunkte jede Saison: Tabellenplatz, gewonnene Pokalrunden und Titel sowie das Geld am Ende; wer nach der letzten Saison die meisten hat, gewinnt.',
};
