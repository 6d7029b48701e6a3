<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ExportText</name>
    <message>
        <source>writing failed</source>
        <translation>Schreiben fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>der Export wurde abgebrochen</translation>
    </message>
    <message>
        <source>the record&apos;s file %1; nothing was written</source>
        <extracomment>%1 why, e.g. &quot;changed on disk since it was opened: open it again to see the record as it is now&quot;</extracomment>
        <translation>die Datei des Datensatzes %1; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>ObservationFilter</name>
    <message>
        <source>unterminated quote in &quot;%1&quot;</source>
        <translation>nicht geschlossenes Anführungszeichen in „%1“</translation>
    </message>
    <message>
        <source>&quot;-&quot; must be followed by a term to negate</source>
        <translation>auf „-“ muss ein zu verneinender Begriff folgen</translation>
    </message>
    <message>
        <source>empty phrase</source>
        <translation>leere Phrase</translation>
    </message>
    <message>
        <source>missing key before &quot;:&quot; in &quot;%1&quot;</source>
        <translation>Schlüssel vor „:“ fehlt in „%1“</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known keys: %2; put text with a colon in quotes)</source>
        <translation>unbekannter Schlüssel „%1“ (bekannte Schlüssel: %2; Text mit Doppelpunkt in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <source>&quot;%1:&quot; needs at least one value</source>
        <translation>„%1:“ braucht mindestens einen Wert</translation>
    </message>
    <message>
        <source>empty value in &quot;%1&quot;</source>
        <translation>leerer Wert in „%1“</translation>
    </message>
    <message>
        <source>%1 must be %2, not &quot;%3&quot;</source>
        <translation>%1 muss %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>bad %1 value &quot;%2&quot; (expected a number, a range such as 2019..2021, &gt;=N or &lt;=N%3)</source>
        <translation>ungültiger Wert für %1: „%2“ (erwartet: eine Zahl, ein Bereich wie 2019..2021, &gt;=N oder &lt;=N%3)</translation>
    </message>
    <message>
        <source>the %1 range &quot;%2&quot; is empty: its start is after its end</source>
        <translation>der Bereich „%2“ für %1 ist leer: sein Anfang liegt nach seinem Ende</translation>
    </message>
    <message>
        <source>%1 must be %2, not &quot;%3&quot;; did you mean %4?</source>
        <extracomment>%1 the key, %2 its values joined by &quot; or &quot;, %3 what was typed, %4 the nearest value</extracomment>
        <translation>%1 muss %2 sein, nicht „%3“; meinten Sie %4?</translation>
    </message>
    <message>
        <source>no state &quot;%1&quot;; did you mean %2?</source>
        <extracomment>%1 what was typed after status:, %2 the nearest state</extracomment>
        <translation>kein Zustand „%1“; meinten Sie %2?</translation>
    </message>
    <message>
        <source>no state &quot;%1&quot; (states: %2)</source>
        <extracomment>%1 what was typed after status:, %2 the states, comma-separated</extracomment>
        <translation>kein Zustand „%1“ (Zustände: %2)</translation>
    </message>
    <message>
        <source>no notice state &quot;%1&quot;; did you mean %2?</source>
        <translation>kein Hinweiszustand „%1“; meinten Sie %2?</translation>
    </message>
    <message>
        <source>no notice state &quot;%1&quot; (notice states: %2)</source>
        <translation>kein Hinweiszustand „%1“ (Hinweiszustände: %2)</translation>
    </message>
</context>
<context>
    <name>ReviewFileText</name>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 the JSON type wanted (&quot;a string&quot;), %2 the one found</extracomment>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>not a date and time: &quot;%1&quot;</source>
        <extracomment>%1 the text found where a date and time was expected</extracomment>
        <translation>kein Datum mit Uhrzeit: „%1“</translation>
    </message>
    <message>
        <source>not a Pith Ledger review (schema &quot;%1&quot; expected, found %2)</source>
        <extracomment>%1 the schema name wanted, %2 the one found</extracomment>
        <translation>keine Pith-Ledger-Prüfung (Schema „%1“ erwartet, %2 gefunden)</translation>
    </message>
    <message>
        <source>version %1 is not one this program reads (it reads %2)</source>
        <extracomment>%1 the version found, %2 the one this program reads</extracomment>
        <translation>Version %1 kann dieses Programm nicht lesen (es liest %2)</translation>
    </message>
    <message>
        <source>required key missing</source>
        <translation>erforderlicher Schlüssel fehlt</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot; (known: %2)</source>
        <extracomment>%1 the decision found, %2 the list of decisions the format knows</extracomment>
        <translation>unbekannte Entscheidung „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>observation &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an observation id</extracomment>
        <translation>Beobachtung „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a review file</source>
        <extracomment>%1 a file path, %2 its size in bytes</extracomment>
        <translation>%1: %2 Bytes sind zu groß für eine Prüfungsdatei</translation>
    </message>
    <message>
        <source>the review is of arXiv:%1, this record is of arXiv:%2</source>
        <extracomment>%1 the paper the review file is of, %2 the paper of the open record</extracomment>
        <translation>die Prüfung gilt arXiv:%1, dieser Nachweis arXiv:%2</translation>
    </message>
    <message>
        <source>the paper&apos;s arXiv id is empty</source>
        <translation>die arXiv-Kennung des Artikels ist leer</translation>
    </message>
</context>
<context>
    <name>SaveText</name>
    <message>
        <source>cannot write %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>that is the record being exported; choose another file</source>
        <translation>das ist der Nachweis, der gerade exportiert wird; bitte eine andere Datei wählen</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>das ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; nothing was written</source>
        <extracomment>%1 is what the path is, e.g. &quot;a FIFO&quot;</extracomment>
        <translation>das ist %1, keine gewöhnliche Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (benannte Pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>ein symbolischer Link</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>the system did not take all of the data</source>
        <translation>das System hat nicht alle Daten angenommen</translation>
    </message>
    <message>
        <source>cannot move %1 out of the way: %2</source>
        <extracomment>%1 the original path, %2 the name it was moved to</extracomment>
        <translation>%1 kann nicht beiseitegelegt werden: %2</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; it was not read</source>
        <extracomment>%1 is what the path is, e.g. &quot;a FIFO (named pipe)&quot;</extracomment>
        <translation>sie ist %1, keine reguläre Datei; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>it became shorter while it was read</source>
        <translation>sie wurde beim Lesen kürzer</translation>
    </message>
    <message>
        <source>it has %1 bytes, more than the %2 read; it was not read</source>
        <extracomment>%1 the file&apos;s size, %2 the most that is read (bytes)</extracomment>
        <translation>sie hat %1 Bytes, mehr als die %2, die gelesen werden; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>is a symbolic link that loops back on itself</source>
        <translation>ist ein symbolischer Link, der auf sich selbst zurückführt</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which does not exist</source>
        <extracomment>%1 where the link points</extracomment>
        <translation>ist ein symbolischer Link auf %1, das es nicht gibt</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>%1. The file is kept as it is, and not written to.</source>
        <extracomment>%1 the reason a review file could not be read (it names the file)</extracomment>
        <translation>%1. Die Datei bleibt, wie sie ist, und wird nicht beschrieben.</translation>
    </message>
    <message>
        <source>Your review is saved in %1.</source>
        <extracomment>%1 the file the review is now saved to</extracomment>
        <translation>Ihre Prüfung wird in %1 gespeichert.</translation>
    </message>
    <message>
        <source>another tab of this window</source>
        <translation>einen anderen Tab dieses Fensters</translation>
    </message>
    <message>
        <source>process %1 (%2) on %3</source>
        <extracomment>who holds a review file: %1 process id, %2 program name, %3 host name</extracomment>
        <translation>Prozess %1 (%2) auf %3</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>unbekanntes Programm</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>einen anderen Prozess</translation>
    </message>
    <message>
        <source>%1 cannot be written (its folder may be read-only); the review is shown but not changed until you save it elsewhere with File &gt; Save Review As</source>
        <extracomment>%1 the review file</extracomment>
        <translation>%1 kann nicht geschrieben werden (der Ordner ist vielleicht schreibgeschützt); die Prüfung wird angezeigt, aber erst geändert, wenn Sie sie mit Datei &gt; Prüfung speichern unter anderswo speichern</translation>
    </message>
    <message>
        <source>%1 is %2, not a lock file; the review is shown but not changed until it is removed</source>
        <extracomment>%1 the lock file of a review, %2 what it is instead (&quot;a FIFO (named pipe)&quot;)</extracomment>
        <translation>%1 ist %2, keine Sperrdatei; die Prüfung wird angezeigt, aber nicht geändert, bis die Sperrdatei entfernt ist</translation>
    </message>
    <message>
        <source>%1 is being written by %2; your changes are kept and saved with your next change</source>
        <extracomment>%1 the review file, %2 who writes it (&quot;process 4711 (pith-ledger) on host&quot;)</extracomment>
        <translation>%1 wird gerade von %2 geschrieben; Ihre Änderungen bleiben erhalten und werden mit Ihrer nächsten Änderung gespeichert</translation>
    </message>
    <message>
        <source>%1 cannot hold the program&apos;s locks (it is not a folder of yours); your changes are kept and saved with your next change</source>
        <extracomment>%1 the folder the program keeps its locks in</extracomment>
        <translation>%1 kann die Sperren des Programms nicht aufnehmen (es ist kein Ordner von Ihnen); Ihre Änderungen bleiben erhalten und werden mit Ihrer nächsten Änderung gespeichert</translation>
    </message>
    <message>
        <source>%1 cannot be made; your changes are kept and saved with your next change</source>
        <extracomment>%1 the lock file of a review</extracomment>
        <translation>%1 kann nicht angelegt werden; Ihre Änderungen bleiben erhalten und werden mit Ihrer nächsten Änderung gespeichert</translation>
    </message>
    <message>
        <source>%1 is not written: the review names no paper</source>
        <extracomment>%1 the review file</extracomment>
        <translation>%1 wird nicht geschrieben: die Prüfung nennt keine Arbeit</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Browse Pith Paper Citation Records.</source>
        <translation>Pith Paper Citation Records (Zitationsnachweise) durchsehen.</translation>
    </message>
    <message>
        <source>Open the records, save a PNG of the window to FILE and exit.</source>
        <translation>Die Nachweise öffnen, ein PNG-Bild des Fensters in DATEI speichern und beenden.</translation>
    </message>
    <message>
        <source>Fetch records from URL instead of the configured base.</source>
        <translation>Nachweise von URL statt von der eingestellten Basis abrufen.</translation>
    </message>
    <message>
        <source>Use language LANG (en, de, fr).</source>
        <translation>Sprache LANG verwenden (en, de, fr).</translation>
    </message>
    <message>
        <source>Record files, arXiv ids or URLs to open.</source>
        <translation>Zu öffnende Nachweisdateien, arXiv-Kennungen oder URLs.</translation>
    </message>
    <message>
        <source>Load Pith&apos;s integrity findings for the record: a FILE, or auto to fetch them.</source>
        <translation>Pith-Integritätsbefunde für den Datensatz laden: eine Datei (FILE) oder auto, um sie abzurufen.</translation>
    </message>
</context>
<context>
    <name>pith::Audit</name>
    <message>
        <source>reference_resolution.displayed is %1 but the record has %2 outbound observations</source>
        <translation>reference_resolution.displayed ist %1, der Datensatz hat aber %2 ausgehende Beobachtungen</translation>
    </message>
    <message>
        <source>the state counts add up to %1 but the record has %2 outbound observations</source>
        <translation>die Zustandszahlen ergeben zusammen %1, der Datensatz hat aber %2 ausgehende Beobachtungen</translation>
    </message>
    <message>
        <source>state_counts gives %1 for %2 but %3 outbound observations are in that state</source>
        <translation>state_counts nennt %1 für %2, aber %3 ausgehende Beobachtungen sind in diesem Zustand</translation>
    </message>
    <message>
        <source>%1 outbound observations are %2, a state state_counts does not list</source>
        <translation>%1 ausgehende Beobachtungen sind %2, ein Zustand, den state_counts nicht aufführt</translation>
    </message>
    <message>
        <source>%1 observations have the resolution state &quot;%2&quot;, which is not one of the six known states</source>
        <translation>%1 Beobachtungen haben den Auflösungszustand „%2“, der keiner der sechs bekannten Zustände ist</translation>
    </message>
    <message>
        <source>%1 references are displayed but the paper has only %2</source>
        <translation>%1 Referenzen werden angezeigt, die Arbeit hat aber nur %2</translation>
    </message>
    <message>
        <source>%1 outbound observations exceed the outbound cap of %2</source>
        <translation>%1 ausgehende Beobachtungen überschreiten die Obergrenze von %2</translation>
    </message>
    <message>
        <source>%1 inbound observations exceed the inbound cap of %2</source>
        <translation>%1 eingehende Beobachtungen überschreiten die Obergrenze von %2</translation>
    </message>
    <message>
        <source>coverage lane %1 gives %2 %3 but %4 is %5</source>
        <translation>Abdeckungsspur %1 nennt %2 %3, aber %4 ist %5</translation>
    </message>
    <message>
        <source>the displayed count</source>
        <translation>die angezeigte Anzahl</translation>
    </message>
    <message>
        <source>outbound plus inbound (%1 + %2)</source>
        <translation>ausgehend plus eingehend (%1 + %2)</translation>
    </message>
    <message>
        <source>the inbound count</source>
        <translation>die Anzahl eingehender Beobachtungen</translation>
    </message>
    <message>
        <source>the number of stored measurements</source>
        <translation>die Anzahl gespeicherter Messungen</translation>
    </message>
    <message>
        <source>coverage lane %1 observed %2 of only %3</source>
        <translation>Abdeckungsspur %1 hat %2 von nur %3 beobachtet</translation>
    </message>
    <message>
        <source>the thesis lists %1 outbound references but %2 are displayed</source>
        <translation>die These nennt %1 ausgehende Referenzen, angezeigt werden aber %2</translation>
    </message>
    <message>
        <source>the thesis gives %1 outbound references in all but the record gives %2</source>
        <translation>die These nennt insgesamt %1 ausgehende Referenzen, der Datensatz aber %2</translation>
    </message>
    <message>
        <source>the thesis lists %1 inbound observations but the record has %2</source>
        <translation>die These nennt %1 eingehende Beobachtungen, der Datensatz hat aber %2</translation>
    </message>
    <message>
        <source>the thesis does not state its counts in the usual wording</source>
        <translation>die These nennt ihre Anzahlen nicht in der üblichen Formulierung</translation>
    </message>
    <message>
        <source>the thesis names arXiv:%1 but the record is for %2</source>
        <translation>die These nennt arXiv:%1, der Datensatz gehört aber zu %2</translation>
    </message>
    <message>
        <source>the thesis is dated %1 but as_of is %2</source>
        <translation>die These ist auf %1 datiert, as_of ist aber %2</translation>
    </message>
    <message>
        <source>observation id %1 occurs more than once</source>
        <translation>die Beobachtungskennung %1 kommt mehrfach vor</translation>
    </message>
    <message>
        <source>reference index %1 occurs more than once among outbound observations</source>
        <translation>der Referenzindex %1 kommt unter den ausgehenden Beobachtungen mehrfach vor</translation>
    </message>
    <message>
        <source>the record carries no context digest</source>
        <translation>der Datensatz trägt keine Kontextprüfsumme</translation>
    </message>
    <message>
        <source>the record this subset was exported from did not match its context digest</source>
        <translation>der Datensatz, aus dem diese Teilmenge exportiert wurde, stimmte nicht mit seiner Kontextprüfsumme überein</translation>
    </message>
    <message>
        <source>the record this subset was exported from had observations whose digests did not match (%1)</source>
        <translation>der Datensatz, aus dem diese Teilmenge exportiert wurde, hatte Beobachtungen, deren Prüfsummen nicht stimmten (%1)</translation>
    </message>
    <message>
        <source>the record this subset was exported from failed its audit (errors: %1, warnings: %2)</source>
        <translation>der Datensatz, aus dem diese Teilmenge exportiert wurde, bestand seine Konsistenzprüfung nicht (Fehler: %1, Warnungen: %2)</translation>
    </message>
    <message>
        <source>the record this subset was exported from had audit warnings (%1)</source>
        <translation>der Datensatz, aus dem diese Teilmenge exportiert wurde, hatte Warnungen der Konsistenzprüfung (%1)</translation>
    </message>
    <message>
        <source>the state counts add up to more than a 64-bit integer holds but the record has %1 outbound observations</source>
        <translation>die Zustandszahlen ergeben zusammen mehr, als eine 64-Bit-Ganzzahl fasst, der Datensatz hat aber %1 ausgehende Beobachtungen</translation>
    </message>
    <message>
        <source>state_counts lists %1 states: the first %2 are compared with the observations one by one, the other %3 only in the total</source>
        <translation>state_counts nennt %1 Zustände: die ersten %2 werden einzeln mit den Beobachtungen verglichen, die übrigen %3 nur in der Summe</translation>
    </message>
    <message>
        <source>the coverage vector lists %1 lanes: the first %2 are compared with the record, the other %3 are only counted</source>
        <translation>der Abdeckungsvektor nennt %1 Spuren: die ersten %2 werden mit dem Datensatz verglichen, die übrigen %3 nur gezählt</translation>
    </message>
</context>
<context>
    <name>pith::ColourRules</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>the query is longer than %n characters</source>
        <translation>
            <numerusform>die Abfrage ist länger als %n Zeichen</numerusform>
            <numerusform>die Abfrage ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n rules</source>
        <translation>
            <numerusform>mehr als %n Regel</numerusform>
            <numerusform>mehr als %n Regeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rule %1: the name is longer than %n characters</source>
        <extracomment>%1 the rule&apos;s number (1-based)</extracomment>
        <translation>
            <numerusform>Regel %1: der Name ist länger als %n Zeichen</numerusform>
            <numerusform>Regel %1: der Name ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;: column %3: %4</source>
        <extracomment>%1 the rule&apos;s number (1-based), %2 its name, %3 the column in its query, %4 the query parser&apos;s message</extracomment>
        <translation>Regel %1 „%2“: Spalte %3: %4</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 what the file should hold there, %2 the JSON type found</extracomment>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;%1&quot; and &quot;rules&quot;; this is no colouring rules file</source>
        <translation>erwartet wird ein Objekt mit „%1“ und „rules“; dies ist keine Datei mit Farbregeln</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; key; this is no colouring rules file</source>
        <translation>kein Schlüssel „%1“; dies ist keine Datei mit Farbregeln</translation>
    </message>
    <message>
        <source>version %1 is not known (this program reads version %2)</source>
        <translation>Version %1 ist unbekannt (dieses Programm liest Version %2)</translation>
    </message>
    <message>
        <source>an array of rules</source>
        <translation>ein Array von Regeln</translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters</source>
        <translation>
            <numerusform>länger als %n Zeichen</numerusform>
            <numerusform>länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <extracomment>%1 the column in the query, %2 the query parser&apos;s message</extracomment>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no colour of the form #rrggbb</source>
        <translation>„%1“ ist keine Farbe der Form #rrggbb</translation>
    </message>
    <message>
        <source>a colour of the form #rrggbb or null</source>
        <translation>eine Farbe der Form #rrggbb oder null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; colouring rules are small files</source>
        <translation>%1: größer als %2 Bytes; Farbregeln sind kleine Dateien</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>pith::Direction</name>
    <message>
        <source>outbound</source>
        <comment>direction of an observation</comment>
        <translation>ausgehend</translation>
    </message>
    <message>
        <source>inbound</source>
        <comment>direction of an observation</comment>
        <translation>eingehend</translation>
    </message>
</context>
<context>
    <name>pith::EventCheck</name>
    <message>
        <source>not a public key (PEM, or base64 of 32 raw bytes or of DER)</source>
        <translation>kein öffentlicher Schlüssel (PEM, oder Base64 von 32 Rohbytes oder von DER)</translation>
    </message>
    <message>
        <source>not an Ed25519 key</source>
        <translation>kein Ed25519-Schlüssel</translation>
    </message>
    <message>
        <source>the signature is not base64</source>
        <translation>die Signatur ist kein Base64</translation>
    </message>
    <message>
        <source>the event has no payload</source>
        <translation>das Ereignis hat keine Nutzdaten</translation>
    </message>
    <message>
        <source>payload digest matches the record recipe</source>
        <translation>Nutzdaten-Digest stimmt mit dem Rezept der Datensätze überein</translation>
    </message>
    <message>
        <source>payload digest computed differently (Pith has not published this recipe)</source>
        <translation>Nutzdaten-Digest anders berechnet (Pith hat dieses Rezept nicht veröffentlicht)</translation>
    </message>
    <message>
        <source>no signature</source>
        <translation>keine Signatur</translation>
    </message>
    <message>
        <source>Ed25519 signature present, not checked (no public key for %1 in the preferences)</source>
        <extracomment>%1 the signing key id</extracomment>
        <translation>Ed25519-Signatur vorhanden, nicht geprüft (kein öffentlicher Schlüssel für %1 in den Einstellungen)</translation>
    </message>
    <message>
        <source>Ed25519 signature verifies with the key added for %1, over the payload in the record recipe (Pith has not published what it signs)</source>
        <translation>Ed25519-Signatur bestätigt mit dem für %1 hinzugefügten Schlüssel, über die Nutzdaten nach dem Rezept der Datensätze (Pith hat nicht veröffentlicht, was es signiert)</translation>
    </message>
    <message>
        <source>Ed25519 signature does not verify with the key added for %1 over the payload in the record recipe (Pith has not published what it signs, so it may sign other bytes)</source>
        <translation>Ed25519-Signatur bestätigt sich nicht mit dem für %1 hinzugefügten Schlüssel über die Nutzdaten nach dem Rezept der Datensätze (Pith hat nicht veröffentlicht, was es signiert; es kann andere Bytes signieren)</translation>
    </message>
    <message>
        <source>Ed25519 signature not checked: %1</source>
        <translation>Ed25519-Signatur nicht geprüft: %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>Ed25519 signature present, not checked (the event names no signing key)</source>
        <translation>Ed25519-Signatur vorhanden, nicht geprüft (das Ereignis nennt keinen Signaturschlüssel)</translation>
    </message>
</context>
<context>
    <name>pith::ExportSubset</name>
    <message>
        <source>d MMMM yyyy</source>
        <extracomment>Date format for long dates (QLocale format: d day, MMMM month name, yyyy year); German &quot;d. MMMM yyyy&quot;</extracomment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message numerus="yes">
        <source>Subset of arXiv:%1 (%2 of %n observation(s)), exported %3</source>
        <extracomment>%1 arXiv id, %2 selected observations, %n the source&apos;s observations, %3 the export date</extracomment>
        <translation>
            <numerusform>Teilmenge von arXiv:%1 (%2 von %n Beobachtung), exportiert am %3</numerusform>
            <numerusform>Teilmenge von arXiv:%1 (%2 von %n Beobachtungen), exportiert am %3</numerusform>
        </translation>
    </message>
    <message>
        <source> without a query</source>
        <translation> ohne Abfrage</translation>
    </message>
    <message>
        <source> with query `%1`</source>
        <translation> mit der Abfrage `%1`</translation>
    </message>
    <message>
        <source>; the source stated no context digest.</source>
        <translation>; die Quelle nannte keine Kontextprüfsumme.</translation>
    </message>
    <message>
        <source>; the source&apos;s context digest was %1.</source>
        <translation>; die Kontextprüfsumme der Quelle war %1.</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityFacts</name>
    <message>
        <source>Pith integrity findings on the row: a severity, a finding type, any, none or rescinded</source>
        <translation>Pith-Integritätsbefunde der Zeile: ein Schweregrad, ein Befundtyp, any, none oder rescinded</translation>
    </message>
    <message>
        <source>rows with a live finding by this Pith integrity detector</source>
        <translation>Zeilen mit einem gültigen Befund dieses Pith-Integritätsdetektors</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityFile</name>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 the expected type (&quot;a string&quot;), %2 the type found</extracomment>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation>ganze Zahl außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>is %1 bytes, more than the %2 bytes an integrity file may have: not read</source>
        <translation>ist %1 Bytes groß, mehr als die %2 Bytes, die eine Integritätsdatei haben darf: nicht gelesen</translation>
    </message>
    <message>
        <source>is empty, not an integrity file</source>
        <translation>ist leer, keine Integritätsdatei</translation>
    </message>
    <message>
        <source>is not JSON</source>
        <translation>ist kein JSON</translation>
    </message>
    <message>
        <source>is a directory, not an integrity file</source>
        <translation>ist ein Verzeichnis, keine Integritätsdatei</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket), not an integrity file</source>
        <translation>ist keine reguläre Datei (ein Gerät, eine Pipe oder ein Socket), keine Integritätsdatei</translation>
    </message>
    <message>
        <source>reports a size of 0 but has content: a file the system generates (as in /proc), not an integrity file</source>
        <translation>meldet die Größe 0, hat aber Inhalt: eine vom System erzeugte Datei (wie in /proc), keine Integritätsdatei</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityJoinText</name>
    <message>
        <source>joined by DOI</source>
        <translation>über DOI zugeordnet</translation>
    </message>
    <message>
        <source>joined by arXiv id</source>
        <translation>über arXiv-ID zugeordnet</translation>
    </message>
    <message>
        <source>joined by reference number</source>
        <translation>über Referenznummer zugeordnet</translation>
    </message>
    <message>
        <source>ref_index is taken as the record&apos;s reference number: the findings joined by identifier disagree on how the two are numbered (Pith has not published whether ref_index counts from 0 or 1)</source>
        <translation>ref_index wird als Referenznummer des Datensatzes genommen: die über Kennung zugeordneten Befunde widersprechen sich in der Nummerierung (Pith hat nicht veröffentlicht, ob ref_index ab 0 oder 1 zählt)</translation>
    </message>
    <message numerus="yes">
        <source>ref_index is read as reference number ref_index + %1, as %n finding(s) joined by identifier show (Pith has not published whether ref_index counts from 0 or 1)</source>
        <extracomment>%1 the number added, %2 how many findings showed it</extracomment>
        <translation>
            <numerusform>ref_index wird als Referenznummer ref_index + %1 gelesen, wie %n über Kennung zugeordneter Befund zeigt (Pith hat nicht veröffentlicht, ob ref_index ab 0 oder 1 zählt)</numerusform>
            <numerusform>ref_index wird als Referenznummer ref_index + %1 gelesen, wie %n über Kennung zugeordnete Befunde zeigen (Pith hat nicht veröffentlicht, ob ref_index ab 0 oder 1 zählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ref_index is read as the record&apos;s reference number, as %n finding(s) joined by identifier show</source>
        <translation>
            <numerusform>ref_index wird als Referenznummer des Datensatzes gelesen, wie %n über Kennung zugeordneter Befund zeigt</numerusform>
            <numerusform>ref_index wird als Referenznummer des Datensatzes gelesen, wie %n über Kennung zugeordnete Befunde zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>ref_index is taken as the record&apos;s reference number (Pith has not published whether it counts from 0 or 1; no finding joined by identifier shows it)</source>
        <translation>ref_index wird als Referenznummer des Datensatzes genommen (Pith hat nicht veröffentlicht, ob er ab 0 oder 1 zählt; kein über Kennung zugeordneter Befund zeigt es)</translation>
    </message>
    <message numerus="yes">
        <source>%n references cite the DOI %1 and the finding names no reference number</source>
        <extracomment>%1 a DOI, %n how many references cite it</extracomment>
        <translation>
            <numerusform>%n Referenz zitiert die DOI %1, und der Befund nennt keine Referenznummer</numerusform>
            <numerusform>%n Referenzen zitieren die DOI %1, und der Befund nennt keine Referenznummer</numerusform>
        </translation>
    </message>
    <message>
        <source>no reference in this record cites the DOI %1, and the finding names no reference number</source>
        <translation>keine Referenz dieses Datensatzes zitiert die DOI %1, und der Befund nennt keine Referenznummer</translation>
    </message>
    <message>
        <source>no reference in this record cites arXiv:%1, and the finding names no reference number</source>
        <translation>keine Referenz dieses Datensatzes zitiert arXiv:%1, und der Befund nennt keine Referenznummer</translation>
    </message>
    <message>
        <source>names no reference (about the paper as a whole)</source>
        <translation>nennt keine Referenz (betrifft den Artikel als Ganzes)</translation>
    </message>
    <message>
        <source>ref_index %1 (reference %2) names no outbound reference of this record</source>
        <extracomment>%1 ref_index as in the file, %2 the reference number it was read as</extracomment>
        <translation>ref_index %1 (Referenz %2) nennt keine ausgehende Referenz dieses Datensatzes</translation>
    </message>
    <message>
        <source>contradiction: the finding names the DOI %2, but reference %1 cites %3</source>
        <extracomment>%1 reference number, %2 and %3 DOIs</extracomment>
        <translation>Widerspruch: der Befund nennt die DOI %2, aber Referenz %1 zitiert %3</translation>
    </message>
    <message>
        <source>contradiction: the finding names arXiv:%2, but reference %1 cites arXiv:%3</source>
        <translation>Widerspruch: der Befund nennt arXiv:%2, aber Referenz %1 zitiert arXiv:%3</translation>
    </message>
    <message>
        <source>contradiction: reference %1 does not cite the identifier the finding names</source>
        <translation>Widerspruch: Referenz %1 zitiert nicht die Kennung, die der Befund nennt</translation>
    </message>
    <message>
        <source>Pith integrity: %1 critical, %2 advisory, %3 informational</source>
        <extracomment>%1 %2 %3 counts of live findings by severity</extracomment>
        <translation>Pith-Integrität: %1 kritisch, %2 beratend, %3 zur Information</translation>
    </message>
    <message numerus="yes">
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n zurückgezogen</numerusform>
            <numerusform>%n zurückgezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n detector(s) run</source>
        <translation>
            <numerusform>%n Detektor ausgeführt</numerusform>
            <numerusform>%n Detektoren ausgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>(latest %1)</source>
        <translation>(zuletzt %1)</translation>
    </message>
    <message>
        <source>clean, as Pith says</source>
        <translation>sauber, laut Pith</translation>
    </message>
    <message numerus="yes">
        <source>Pith calls it clean, yet lists %n critical or advisory finding(s)</source>
        <extracomment>%n live critical and advisory findings the same file lists</extracomment>
        <translation>
            <numerusform>Pith nennt es sauber, listet aber %n kritischen oder beratenden Befund</numerusform>
            <numerusform>Pith nennt es sauber, listet aber %n kritische oder beratende Befunde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::IntegrityText</name>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation>beratend</translation>
    </message>
    <message>
        <source>informational</source>
        <translation>zur Information</translation>
    </message>
    <message>
        <source>no severity</source>
        <translation>ohne Schweregrad</translation>
    </message>
    <message>
        <source>incontrovertible</source>
        <translation>unbestreitbar</translation>
    </message>
    <message>
        <source>cross-source</source>
        <translation>quellenübergreifend</translation>
    </message>
    <message>
        <source>threshold with margin</source>
        <translation>Schwelle mit Abstand</translation>
    </message>
    <message>
        <source>rescinded</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>unresolvable identifier</source>
        <translation>nicht auflösbare Kennung</translation>
    </message>
    <message>
        <source>recoverable identifier</source>
        <translation>wiederherstellbare Kennung</translation>
    </message>
    <message>
        <source>broken identifier</source>
        <translation>fehlerhafte Kennung</translation>
    </message>
    <message>
        <source>identifier and title disagree</source>
        <translation>Kennung und Titel stimmen nicht überein</translation>
    </message>
    <message>
        <source>dead link</source>
        <translation>toter Link</translation>
    </message>
    <message>
        <source>dead code link</source>
        <translation>toter Code-Link</translation>
    </message>
    <message>
        <source>AI language model disclaimer</source>
        <translation>Hinweis eines KI-Sprachmodells</translation>
    </message>
    <message>
        <source>finding of unstated type</source>
        <translation>Befund ohne angegebenen Typ</translation>
    </message>
    <message>
        <source>rescinded, was %1</source>
        <extracomment>a withdrawn integrity finding; %1 the severity it had</extracomment>
        <translation>zurückgezogen, war %1</translation>
    </message>
</context>
<context>
    <name>pith::Language</name>
    <message>
        <source>  --lang LANG               use language LANG (%1) instead of the system&apos;s
</source>
        <translation>  --lang SPRACHE            Sprache SPRACHE (%1) statt der des Systems verwenden
</translation>
    </message>
    <message>
        <source>the option --lang needs a value, such as de or fr</source>
        <translation>die Option --lang braucht einen Wert, etwa de oder fr</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (available: %2)</source>
        <translation>unbekannte Sprache „%1“ (verfügbar: %2)</translation>
    </message>
</context>
<context>
    <name>pith::NoticeEvent</name>
    <message>
        <source>retraction</source>
        <extracomment>Standing-notice event types (a cited work was retracted, corrected, ...)</extracomment>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>expression of concern</source>
        <translation>Bedenkenhinweis</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>Zurücknahme</translation>
    </message>
    <message>
        <source>erratum</source>
        <translation>Erratum</translation>
    </message>
    <message>
        <source>event of unstated type</source>
        <extracomment>A standing-notice event that states no type</extracomment>
        <translation>Ereignis ohne angegebene Art</translation>
    </message>
    <message>
        <source>reported by %1</source>
        <extracomment>Standing-notice event: the source that reports it</extracomment>
        <translation>gemeldet von %1</translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Hinweisereignis ohne angegebene Art</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Hinweisereignis ohne angegebene Art</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Hinweisereignis ohne angegebene Art</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Hinweisereignis ohne angegebene Art</numerusform>
        </translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Notice column and report: the named sources were queried and report no event</extracomment>
        <translation>kein Ereignis</translation>
    </message>
    <message>
        <source>unavailable</source>
        <extracomment>Notice column and report: the notice could not be measured</extracomment>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>%1 of %2 events shown; the others are counted, not read</source>
        <extracomment>A standing notice with very many events: %1 events read of %2 in all (numbers with digit grouping)</extracomment>
        <translation>%1 von %2 Ereignissen angezeigt; die übrigen werden gezählt, nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a retraction notice</source>
        <extracomment>Record header, PDF and CLI summary: %Ln cited (Cites) or citing (Cited by) works</extracomment>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Rückzugshinweis</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Rückzugshinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a retraction notice</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Rückzugshinweis</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Rückzugshinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Korrekturhinweis</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Korrekturhinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Korrekturhinweis</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Korrekturhinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Bedenkenhinweis</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Bedenkenhinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Bedenkenhinweis</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Bedenkenhinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Zurücknahmehinweis</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Zurücknahmehinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Zurücknahmehinweis</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Zurücknahmehinweis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Erratum</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Erratum</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice of type “%1”</source>
        <extracomment>%1 an event type the program does not know, as the record names it</extracomment>
        <translation>
            <numerusform>Zitiert %Ln Werk mit einem Hinweis der Art „%1“</numerusform>
            <numerusform>Zitiert %Ln Werke mit einem Hinweis der Art „%1“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice of type “%1”</source>
        <translation>
            <numerusform>Zitiert von %Ln Werk mit einem Hinweis der Art „%1“</numerusform>
            <numerusform>Zitiert von %Ln Werken mit einem Hinweis der Art „%1“</numerusform>
        </translation>
    </message>
    <message>
        <source>measured</source>
        <comment>notice state</comment>
        <extracomment>Notice facet: the named sources were queried (with or without events)</extracomment>
        <translation>gemessen</translation>
    </message>
</context>
<context>
    <name>pith::ObservationModel</name>
    <message>
        <source>ok</source>
        <comment>digest verifies</comment>
        <translation>ok</translation>
    </message>
    <message>
        <source>bad</source>
        <comment>digest does not verify</comment>
        <translation>falsch</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Column header: outbound or inbound</extracomment>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Column header: the reference&apos;s number in the citing paper&apos;s bibliography</extracomment>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Column header: title of the paper on the other end of the citation</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>arXiv</source>
        <extracomment>Column header</extracomment>
        <translation>arXiv</translation>
    </message>
    <message>
        <source>DOI</source>
        <extracomment>Column header</extracomment>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Year</source>
        <extracomment>Column header: publication year</extracomment>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Column header: resolution status, e.g. verified fuzzy</extracomment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Resolver</source>
        <extracomment>Column header: which resolver matched the reference</extracomment>
        <translation>Auflöser</translation>
    </message>
    <message>
        <source>Observed</source>
        <extracomment>Column header: when the resolution was observed</extracomment>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Notice</source>
        <extracomment>Column header: standing notice state (retractions, corrections)</extracomment>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Column header: number of standing-notice events</extracomment>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Digest</source>
        <extracomment>Column header: whether the observation digest verifies</extracomment>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <extracomment>Findings column: the gravest finding&apos;s severity and how many more the row has</extracomment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Findings</source>
        <extracomment>Column header: Pith integrity findings on the reference (severity)</extracomment>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Column header: the reviewer&apos;s decision and note marker (a review kept beside the record)</extracomment>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>pith::Record</name>
    <message>
        <source>shown %1 of %2</source>
        <extracomment>A list a record holds very many of (coverage lanes, standing sources, source receipts, unknown keys): %1 kept and shown of %2 in all, the others only counted (numbers with digit grouping)</extracomment>
        <translation>%1 von %2 angezeigt</translation>
    </message>
</context>
<context>
    <name>pith::RecordFile</name>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>is a directory, not a record file</source>
        <translation>ist ein Verzeichnis, keine Nachweisdatei</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket), not a record file</source>
        <translation>ist keine reguläre Datei (ein Gerät, eine Pipe oder ein Socket), keine Nachweisdatei</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>changed while it was read (%1 bytes when opened, %2 bytes now): open it again once it is complete</source>
        <translation>wurde während des Lesens verändert (%1 Bytes beim Öffnen, jetzt %2 Bytes): erneut öffnen, sobald sie vollständig ist</translation>
    </message>
    <message>
        <source>changed while it was read</source>
        <translation>wurde während des Lesens verändert</translation>
    </message>
    <message>
        <source>is UTF-16 or UTF-32 text, not UTF-8: a record file must be UTF-8 (convert it first)</source>
        <translation>ist UTF-16- oder UTF-32-Text, kein UTF-8: eine Datensatzdatei muss UTF-8 sein (zuerst umwandeln)</translation>
    </message>
    <message>
        <source>starts with NUL bytes: binary data (for example a file of zeros), not a record file</source>
        <translation>beginnt mit NUL-Bytes: Binärdaten (zum Beispiel eine Datei aus Nullen), keine Datensatzdatei</translation>
    </message>
    <message>
        <source>does not start with &apos;{&apos; (its first byte is 0x%1): a record file holds one JSON object</source>
        <translation>beginnt nicht mit „{“ (sein erstes Byte ist 0x%1): eine Datensatzdatei enthält ein JSON-Objekt</translation>
    </message>
    <message>
        <source>is %1 bytes, more than the %2 bytes a record file may have: not opened</source>
        <translation>hat %1 Bytes, mehr als die %2 Bytes, die eine Datensatzdatei haben darf: nicht geöffnet</translation>
    </message>
    <message>
        <source>reports a size of 0 but has content: a file the system generates (as in /proc), not a record file</source>
        <translation>meldet die Größe 0, hat aber Inhalt: eine vom System erzeugte Datei (wie in /proc), keine Datensatzdatei</translation>
    </message>
    <message>
        <source>cannot be read: not enough memory for its %1 bytes</source>
        <translation>kann nicht gelesen werden: nicht genug Speicher für seine %1 Bytes</translation>
    </message>
    <message>
        <source>changed on disk since it was opened: open it again to see the record as it is now</source>
        <translation>wurde auf dem Datenträger geändert, seit sie geöffnet wurde: öffnen Sie sie erneut, um den Datensatz so zu sehen, wie er jetzt ist</translation>
    </message>
</context>
<context>
    <name>pith::RecordReader</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>eine Zahl mit Nachkommastellen</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an unknown value</source>
        <translation>ein unbekannter Wert</translation>
    </message>
    <message>
        <source>required value is null</source>
        <translation>der erforderliche Wert ist null</translation>
    </message>
    <message>
        <source>unsupported schema &quot;%1&quot; (expected &quot;%2&quot;)</source>
        <translation>nicht unterstütztes Schema „%1“ (erwartet: „%2“)</translation>
    </message>
    <message>
        <source>an object (a coverage lane)</source>
        <translation>ein Objekt (eine Abdeckungsspur)</translation>
    </message>
    <message>
        <source>an object (an observation)</source>
        <translation>ein Objekt (eine Beobachtung)</translation>
    </message>
    <message>
        <source>an object (a Paper Citation Record)</source>
        <translation>ein Objekt (ein Nachweis, Paper Citation Record)</translation>
    </message>
    <message>
        <source>required key &quot;%1&quot; is missing</source>
        <translation>der erforderliche Schlüssel „%1“ fehlt</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation>ganze Zahl außerhalb des Wertebereichs</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot;: a digest over repeated keys is ambiguous</source>
        <translation>doppelter Schlüssel „%1“: eine Prüfsumme über wiederholte Schlüssel ist mehrdeutig</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>erwartet: ein Array</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file holds only white space</source>
        <translation>die Datei enthält nur Leerraum</translation>
    </message>
    <message>
        <source>(this looks like an HTML page, not a JSON record)</source>
        <translation>(das sieht nach einer HTML-Seite aus, nicht nach einem JSON-Nachweis)</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>Verschachtelung tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>number out of range: %1%2</source>
        <translation>Zahl außerhalb des Wertebereichs: %1%2</translation>
    </message>
    <message>
        <source>the file holds only a byte-order mark</source>
        <translation>die Datei enthält nur eine Byte-Reihenfolge-Markierung (BOM)</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>das Dateiende</translation>
    </message>
    <message>
        <source>%1 (a byte-order mark)</source>
        <extracomment>%1 U+FEFF</extracomment>
        <translation>%1 (eine Byte-Reihenfolge-Markierung)</translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <extracomment>%1 two hexadecimal digits</extracomment>
        <translation>das Byte 0x%1</translation>
    </message>
    <message>
        <source>expected a value (an object, array, string, number, true, false or null), found %1</source>
        <extracomment>%1 what the file holds there: &apos;x&apos;, U+0009, the end of the file</extracomment>
        <translation>erwartet: ein Wert (ein Objekt, Array, String, eine Zahl, true, false oder null), gefunden: %1</translation>
    </message>
    <message>
        <source>expected the literal %1, found %2</source>
        <extracomment>%1 the literal (true, false, null), %2 what the file holds there</extracomment>
        <translation>erwartet: das Literal %1, gefunden: %2</translation>
    </message>
    <message>
        <source>the file ends inside the literal %1</source>
        <extracomment>%1 the literal (true, false, null)</extracomment>
        <translation>die Datei endet mitten im Literal %1</translation>
    </message>
    <message>
        <source>expected a digit after &apos;-&apos; in a number, found %1</source>
        <translation>erwartet: eine Ziffer nach &apos;-&apos; in einer Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a digit after the decimal point of a number, found %1</source>
        <translation>erwartet: eine Ziffer nach dem Dezimalpunkt einer Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a digit in the exponent of a number, found %1</source>
        <translation>erwartet: eine Ziffer im Exponenten einer Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>a number cannot have a leading zero: found %1 after the 0</source>
        <translation>eine Zahl darf keine führende Null haben: %1 nach der 0 gefunden</translation>
    </message>
    <message>
        <source>expected the end of the number, found %1</source>
        <translation>erwartet: das Ende der Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>the file ends inside a string (expected its closing &apos;&quot;&apos;)</source>
        <translation>die Datei endet mitten in einem String (erwartet: das schließende &apos;&quot;&apos;)</translation>
    </message>
    <message>
        <source>control character %1 in a string: it must be written as an escape</source>
        <extracomment>%1 a code point such as U+0009</extracomment>
        <translation>Steuerzeichen %1 in einem String: es muss als Escape-Sequenz geschrieben werden</translation>
    </message>
    <message>
        <source>expected an escape (\&quot; \\ \/ \b \f \n \r \t or \u) after the backslash, found %1</source>
        <translation>erwartet: eine Escape-Sequenz (\&quot; \\ \/ \b \f \n \r \t oder \u) nach dem Backslash, gefunden: %1</translation>
    </message>
    <message>
        <source>expected four hexadecimal digits after \u, found %1</source>
        <translation>erwartet: vier Hexadezimalziffern nach \u, gefunden: %1</translation>
    </message>
    <message>
        <source>lone high surrogate \u%1: expected a low surrogate (\uDC00 to \uDFFF) right after it</source>
        <extracomment>%1 four hex digits</extracomment>
        <translation>einzelnes hohes Surrogat \u%1: erwartet wird direkt danach ein niedriges Surrogat (\uDC00 bis \uDFFF)</translation>
    </message>
    <message>
        <source>lone low surrogate \u%1: expected a high surrogate (\uD800 to \uDBFF) right before it</source>
        <extracomment>%1 four hex digits</extracomment>
        <translation>einzelnes niedriges Surrogat \u%1: erwartet wird direkt davor ein hohes Surrogat (\uD800 bis \uDBFF)</translation>
    </message>
    <message>
        <source>ill-formed UTF-8: found %1</source>
        <translation>fehlerhaftes UTF-8: %1 gefunden</translation>
    </message>
    <message>
        <source>expected a key in double quotes, found %1</source>
        <translation>erwartet: ein Schlüssel in doppelten Anführungszeichen, gefunden: %1</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;, found %2</source>
        <extracomment>%1 the key, %2 what the file holds there</extracomment>
        <translation>erwartet: &apos;:&apos; nach dem Schlüssel „%1“, gefunden: %2</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of the key &quot;%1&quot;, found %2</source>
        <extracomment>%1 the key, %2 what the file holds there</extracomment>
        <translation>erwartet: &apos;,&apos; oder &apos;}&apos; nach dem Wert des Schlüssels „%1“, gefunden: %2</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after an element of an array, found %1</source>
        <translation>erwartet: &apos;,&apos; oder &apos;]&apos; nach einem Element eines Arrays, gefunden: %1</translation>
    </message>
    <message>
        <source>expected the end of the file after the record, found %1</source>
        <translation>erwartet: das Dateiende nach dem Datensatz, gefunden: %1</translation>
    </message>
    <message>
        <source>expected the end of the JSON value, found %1</source>
        <translation>erwartet: das Ende des JSON-Werts, gefunden: %1</translation>
    </message>
    <message>
        <source>not enough memory to read this record (%1 bytes)</source>
        <translation>nicht genug Arbeitsspeicher, um diesen Datensatz zu lesen (%1 Bytes)</translation>
    </message>
</context>
<context>
    <name>pith::RecordVerdict</name>
    <message>
        <source>error</source>
        <extracomment>Severity of an audit finding</extracomment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>keine Befunde</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Audit finding counts, e.g. &quot;2 errors, 1 warning&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln observation(s) fail</source>
        <extracomment>Integrity badge: observation digests that do not match</extracomment>
        <translation>
            <numerusform>%Ln Beobachtung fehlerhaft</numerusform>
            <numerusform>%Ln Beobachtungen fehlerhaft</numerusform>
        </translation>
    </message>
    <message>
        <source>Context digest mismatch</source>
        <translation>Kontextprüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>No context digest</source>
        <translation>Keine Kontextprüfsumme</translation>
    </message>
    <message numerus="yes">
        <source>Audit: %n warning(s)</source>
        <extracomment>Integrity badge: digests match, the audit found only warnings</extracomment>
        <translation>
            <numerusform>Prüfung: %n Warnung</numerusform>
            <numerusform>Prüfung: %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>All digests verified</source>
        <translation>Alle Prüfsummen verifiziert</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln observation digest(s) verify</source>
        <translation>
            <numerusform>Die %Ln Beobachtungsprüfsumme stimmt</numerusform>
            <numerusform>Alle %Ln Beobachtungsprüfsummen stimmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %L1 observation digest(s) do not match</source>
        <extracomment>%Ln failing observations (the verb agrees with them), %L1 all observations</extracomment>
        <translation>
            <numerusform>%Ln von %L1 Beobachtungsprüfsummen stimmt nicht</numerusform>
            <numerusform>%Ln von %L1 Beobachtungsprüfsummen stimmen nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>the context digest verifies</source>
        <translation>die Kontextprüfsumme stimmt</translation>
    </message>
    <message>
        <source>the context digest does not match</source>
        <translation>die Kontextprüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>the context digest is missing</source>
        <translation>die Kontextprüfsumme fehlt</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>%1 the observation digests&apos; verdict, %2 the context digest&apos;s</extracomment>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Audit failed: %1. %2</source>
        <extracomment>The audit failed; %1 the finding counts (&quot;5 errors&quot;), %2 the digests&apos; sentence</extracomment>
        <translation>Prüfung fehlgeschlagen: %1. %2</translation>
    </message>
    <message>
        <source>%1 Audit: %2.</source>
        <extracomment>%1 the digests&apos; sentence, %2 the finding counts (&quot;1 warning&quot;)</extracomment>
        <translation>%1 Prüfung: %2.</translation>
    </message>
    <message>
        <source>%1 Audit: no findings.</source>
        <translation>%1 Prüfung: keine Befunde.</translation>
    </message>
    <message>
        <source>Subset: all digests verified</source>
        <extracomment>Integrity badge of a JSON subset exported by Pith Ledger whose observation digests all match</extracomment>
        <translation>Teilmenge: alle Prüfsummen verifiziert</translation>
    </message>
    <message>
        <source>a subset has no context digest of its own</source>
        <translation>eine Teilmenge hat keine eigene Kontextprüfsumme</translation>
    </message>
    <message>
        <source>Audit failed: %1</source>
        <extracomment>Integrity badge: the audit found errors; %1 the finding counts (&quot;5 errors, 2 warnings&quot;), as the sentence says them</extracomment>
        <translation>Prüfung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The name of this translation&apos;s language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;): tells a verdict worded in it from one worded in another</extracomment>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>pith::ResolutionSummaryModel</name>
    <message>
        <source>State</source>
        <extracomment>Column header: a resolution state such as &quot;verified fuzzy&quot;</extracomment>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Observations</source>
        <extracomment>Column header: outbound observations in this state</extracomment>
        <translation>Beobachtungen</translation>
    </message>
    <message>
        <source>Stated</source>
        <extracomment>Column header: the count the record&apos;s state_counts gives</extracomment>
        <translation>Angegeben</translation>
    </message>
</context>
<context>
    <name>pith::Review</name>
    <message>
        <source>unreviewed</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>needs fix</source>
        <translation>korrekturbedürftig</translation>
    </message>
    <message>
        <source>not resolvable</source>
        <translation>nicht auflösbar</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>strittig</translation>
    </message>
    <message>
        <source>changed since reviewed</source>
        <translation>seit der Prüfung geändert</translation>
    </message>
    <message>
        <source>Decision &quot;%1&quot;</source>
        <extracomment>Undo/redo text; %1 is a decision (&quot;confirmed&quot;)</extracomment>
        <translation>Entscheidung „%1“</translation>
    </message>
    <message numerus="yes">
        <source>Decision &quot;%1&quot; on %n rows</source>
        <extracomment>Undo/redo text; %1 is a decision, %n how many rows it was applied to</extracomment>
        <translation>
            <numerusform>Entscheidung „%1“ für %n Zeile</numerusform>
            <numerusform>Entscheidung „%1“ für %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Note</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Record note</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Notiz zum Nachweis</translation>
    </message>
    <message>
        <source>Merge review</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Prüfung zusammenführen</translation>
    </message>
    <message>
        <source>your review&apos;s decision: none (not reviewed or changed since), any, stale, or a decision</source>
        <extracomment>Filter help: what the review: key selects</extracomment>
        <translation>die Entscheidung Ihrer Prüfung: none (nicht geprüft oder seitdem geändert), any, stale oder eine Entscheidung</translation>
    </message>
    <message>
        <source>words in your review&apos;s note</source>
        <extracomment>Filter help: what the note: key selects</extracomment>
        <translation>Wörter in der Notiz Ihrer Prüfung</translation>
    </message>
    <message>
        <source>Review:</source>
        <extracomment>Facet group label: review decision buttons follow</extracomment>
        <translation>Prüfung:</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <extracomment>Facet button: rows without a decision (or whose decision is stale)</extracomment>
        <translation>nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %1 of %2 observations</source>
        <extracomment>review summary: %1 observations with a decision, %2 all, %3 counts per decision</extracomment>
        <translation>
            <numerusform>%1 von %2 Beobachtung geprüft</numerusform>
            <numerusform>%1 von %2 Beobachtungen geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewed by %1, %2</source>
        <translation>Geprüft von %1, %2</translation>
    </message>
    <message>
        <source>Reviewed by %1</source>
        <translation>Geprüft von %1</translation>
    </message>
    <message>
        <source>Record note: %1</source>
        <extracomment>review summary: %1 the reviewer&apos;s note on the whole record</extracomment>
        <translation>Notiz zum Nachweis: %1</translation>
    </message>
</context>
<context>
    <name>pith::State</name>
    <message>
        <source>verified exact</source>
        <translation>exakt verifiziert</translation>
    </message>
    <message>
        <source>verified fuzzy</source>
        <translation>unscharf verifiziert</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>nicht aufgelöst</translation>
    </message>
    <message>
        <source>parse uncertain</source>
        <translation>Analyse unsicher</translation>
    </message>
    <message>
        <source>malformed identifier</source>
        <translation>fehlerhafte Kennung</translation>
    </message>
    <message>
        <source>metadata mismatch</source>
        <translation>Metadaten abweichend</translation>
    </message>
</context>
<context>
    <name>pith::cli</name>
    <message>
        <source>Usage: pith-ledger-cli [--lang LANG] COMMAND [OPTIONS]

Reads Pith Paper Citation Records (pith.paper-citation-record.v1).

Commands:
</source>
        <translation>Aufruf: pith-ledger-cli [--lang SPRACHE] BEFEHL [OPTIONEN]

Liest Pith Paper Citation Records, die Zitationsnachweise von Pith (pith.paper-citation-record.v1).

Befehle:
</translation>
    </message>
    <message>
        <source>  verify RECORD|DIR... [--json] [--jobs N]
                            recompute every digest and check consistency;
                            a folder stands for its *.json records; N files at once
                            (default: one per core)
                            exit 0 ok, 1 digest mismatch or error finding, 2 unreadable
</source>
        <translation>  verify NACHWEIS|ORDNER... [--json] [--jobs N]
                            jede Prüfsumme neu berechnen und die Konsistenz prüfen;
                            ein Ordner steht für seine *.json-Nachweise; N Dateien zugleich
                            (Vorgabe: eine je Prozessorkern)
                            Exit-Status 0 in Ordnung, 1 Prüfsummenabweichung oder Fehlerbefund, 2 unlesbar
</translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
Optionen:
</translation>
    </message>
    <message>
        <source>  -h, --help                show this help
</source>
        <translation>  -h, --help                diese Hilfe anzeigen
</translation>
    </message>
    <message>
        <source>  --version                 show the program version
</source>
        <translation>  --version                 die Programmversion anzeigen
</translation>
    </message>
    <message>
        <source>
Messages go to standard error, data to standard output. Machine-readable output
(--json) is the same in every language.
</source>
        <translation>
Meldungen gehen an die Standardfehlerausgabe, Daten an die Standardausgabe.
Maschinenlesbare Ausgabe (--json) ist in jeder Sprache gleich.
</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>expected one RECORD, got also %1</source>
        <translation>ein NACHWEIS erwartet, zusätzlich erhalten: %1</translation>
    </message>
    <message>
        <source>expected a RECORD</source>
        <translation>NACHWEIS erwartet</translation>
    </message>
    <message>
        <source>expected -o OUT, the file to write</source>
        <translation>-o AUSGABE erwartet, die zu schreibende Datei</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (expected csv, json or pdf)</source>
        <translation>unbekanntes Format „%1“ (erwartet: csv, json oder pdf)</translation>
    </message>
    <message>
        <source>--bom applies to CSV only</source>
        <translation>--bom gilt nur für CSV</translation>
    </message>
    <message>
        <source>malformed --filter at column %1: %2</source>
        <extracomment>%1 the column in the query, %2 the parser&apos;s message</extracomment>
        <translation>fehlerhafter --filter in Spalte %1: %2</translation>
    </message>
    <message>
        <source>Exported %1 of %2 observations to %3</source>
        <extracomment>%1 exported rows, %2 all rows, %3 the file written</extracomment>
        <translation>%1 von %2 Beobachtungen nach %3 exportiert</translation>
    </message>
    <message>
        <source>%1 expects a value</source>
        <translation>%1 erwartet einen Wert</translation>
    </message>
    <message>
        <source>expected one ID or URL, got also %1</source>
        <translation>eine ID oder URL erwartet, zusätzlich erhalten: %1</translation>
    </message>
    <message>
        <source>expected an arXiv ID or URL</source>
        <translation>arXiv-ID oder URL erwartet</translation>
    </message>
    <message>
        <source>expected -o FILE, the file to write</source>
        <translation>-o DATEI erwartet, die zu schreibende Datei</translation>
    </message>
    <message>
        <source>the server&apos;s answer is not a readable record: %1</source>
        <translation>die Antwort des Servers ist kein lesbarer Nachweis: %1</translation>
    </message>
    <message numerus="yes">
        <source>saved arXiv:%1 (%n byte(s)) to %2 from %3</source>
        <extracomment>%1 arXiv id, %n bytes, %2 file name, %3 URL</extracomment>
        <translation>
            <numerusform>arXiv:%1 (%n Byte) von %3 in %2 gespeichert</numerusform>
            <numerusform>arXiv:%1 (%n Bytes) von %3 in %2 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>
  RECORD is a file, an arXiv id (2509.00217) or a URL, fetched from the Pith service
</source>
        <translation>
  NACHWEIS ist eine Datei, eine arXiv-Kennung (2509.00217) oder eine URL, abgerufen vom Pith-Dienst
</translation>
    </message>
    <message>
        <source>--timeout expects seconds, more than 0 and at most 86400, not “%1”</source>
        <translation>--timeout erwartet Sekunden, mehr als 0 und höchstens 86400, nicht „%1“</translation>
    </message>
    <message>
        <source>--max-size expects MiB, more than 0 and at most 65536, not “%1”</source>
        <translation>--max-size erwartet MiB, mehr als 0 und höchstens 65536, nicht „%1“</translation>
    </message>
    <message>
        <source>  fetch ID|URL -o FILE [--base-url URL] [--timeout S] [--max-size MIB]
                            save a record from the Pith service byte for byte
                            (-o -: to standard output);
                            ID as 2509.00217, arXiv:2509.00217, hep-th/9901001 or a URL
</source>
        <translation>  fetch ID|URL -o DATEI [--base-url URL] [--timeout S] [--max-size MIB]
                            einen Nachweis vom Pith-Dienst Byte für Byte speichern
                            (-o -: in die Standardausgabe);
                            ID wie 2509.00217, arXiv:2509.00217, hep-th/9901001 oder eine URL
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <extracomment>%1 the system&apos;s reason, e.g. &quot;Broken pipe&quot;</extracomment>
        <translation>kann nicht in die Standardausgabe schreiben: %1</translation>
    </message>
    <message>
        <source>Coverage vector</source>
        <translation>Abdeckungsvektor</translation>
    </message>
    <message>
        <source>Reference resolution</source>
        <translation>Auflösung der Referenzen</translation>
    </message>
    <message numerus="yes">
        <source>Inbound: %n Pith citation observation(s)</source>
        <translation>
            <numerusform>Eingehend: %n Pith-Zitationsbeobachtung</numerusform>
            <numerusform>Eingehend: %n Pith-Zitationsbeobachtungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Integrity: %1</source>
        <translation>Integrität: %1</translation>
    </message>
    <message>
        <source>%1: OK (%2 outbound, %3 inbound)</source>
        <extracomment>verify: %1 file, %2 and %3 observation counts</extracomment>
        <translation>%1: OK (%2 ausgehend, %3 eingehend)</translation>
    </message>
    <message>
        <source>%1: FAILED (%2 outbound, %3 inbound)</source>
        <translation>%1: FEHLGESCHLAGEN (%2 ausgehend, %3 eingehend)</translation>
    </message>
    <message>
        <source>digest mismatch: observation %1</source>
        <translation>Prüfsumme stimmt nicht: Beobachtung %1</translation>
    </message>
    <message>
        <source>information</source>
        <extracomment>verify/summary: an audit note that only follows from the record being an exported subset</extracomment>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>as of %1</source>
        <extracomment>summary: the record&apos;s as_of time as stated</extracomment>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>--colour-rules applies to PDF only</source>
        <translation>--colour-rules gilt nur für PDF</translation>
    </message>
    <message>
        <source>  diff OLD NEW [--json]     what changed between two copies of a paper&apos;s record
                            (files, ids or URLs); exit 0 the same content (only
                            as_of differs), 1 it differs, 2 unreadable
</source>
        <translation>  diff ALT NEU [--json]     was sich zwischen zwei Kopien des Nachweises eines Artikels
                            geändert hat (Dateien, IDs oder URLs); Rückgabe 0 gleicher
                            Inhalt (nur as_of anders), 1 verschieden, 2 unlesbar
</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>ausgehend</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>eingehend</translation>
    </message>
    <message>
        <source>%1 ref. %2</source>
        <extracomment>diff: a row&apos;s place, %1 outbound/inbound, %2 the reference number</extracomment>
        <translation>%1 Ref. %2</translation>
    </message>
    <message>
        <source>expected two records, OLD and NEW (files, ids or URLs)</source>
        <translation>zwei Nachweise erwartet, ALT und NEU (Dateien, IDs oder URLs)</translation>
    </message>
    <message>
        <source>%1 is the record of arXiv:%2, %3 that of arXiv:%4: not the same paper</source>
        <extracomment>diff: the two inputs are records of different papers</extracomment>
        <translation>%1 ist der Nachweis von arXiv:%2, %3 der von arXiv:%4: nicht derselbe Artikel</translation>
    </message>
    <message>
        <source>expected one LIST file, got also %1</source>
        <translation>eine LISTE-Datei erwartet, dazu aber auch %1</translation>
    </message>
    <message>
        <source>expected LIST, a file of arXiv ids or URLs, one per line</source>
        <translation>LISTE erwartet, eine Datei mit arXiv-IDs oder URLs, eine pro Zeile</translation>
    </message>
    <message>
        <source>arXiv:%1: first copy kept (as of %2)</source>
        <extracomment>watch: %1 arXiv id, %2 the record&apos;s as_of date</extracomment>
        <translation>arXiv:%1: erste Kopie behalten (Stand %2)</translation>
    </message>
    <message>
        <source>%1 (stored copy %2)</source>
        <translation>%1 (gespeicherte Kopie %2)</translation>
    </message>
    <message>
        <source>  export ... --changes-since OLD
                            QUERY may use change: (what changed since the older copy
                            OLD, as diff says it)
</source>
        <translation>  export ... --changes-since ALT
                            ABFRAGE darf change: verwenden (was sich seit der älteren
                            Kopie ALT geändert hat, wie diff es sagt)
</translation>
    </message>
    <message>
        <source>%1 fails verification: %2 (verify says more)</source>
        <extracomment>diff: %1 the input, %2 the verdict&apos;s headline such as &quot;2 observations fail&quot;</extracomment>
        <translation>%1 besteht die Prüfung nicht: %2 (verify sagt mehr)</translation>
    </message>
    <message>
        <source>  --integrity FILE|auto     (summary, export) Pith&apos;s integrity findings joined to the
                            references: a file, or auto to fetch
                            &lt;base&gt;/pith/&lt;id&gt;/integrity.json (none when it is missing)
</source>
        <translation>  --integrity DATEI|auto    (summary, export) Pith-Integritätsbefunde, den Referenzen
                            zugeordnet: eine Datei, oder auto, um
                            &lt;base&gt;/pith/&lt;id&gt;/integrity.json zu laden (keine, wenn sie fehlt)
</translation>
    </message>
    <message>
        <source>--integrity auto: the record names no arXiv id to fetch integrity findings for</source>
        <translation>--integrity auto: der Datensatz nennt keine arXiv-ID, für die Integritätsbefunde geladen werden könnten</translation>
    </message>
    <message>
        <source>No integrity findings: %1</source>
        <extracomment>%1 the server&apos;s message (which names the URL and the HTTP status)</extracomment>
        <translation>Keine Integritätsbefunde: %1</translation>
    </message>
    <message>
        <source>%1: not the integrity file of this record&apos;s paper: %2</source>
        <extracomment>%1 the integrity file, %2 which papers</extracomment>
        <translation>%1: nicht die Integritätsdatei des Artikels dieses Datensatzes: %2</translation>
    </message>
    <message>
        <source>Integrity findings from %1</source>
        <extracomment>%1 file or URL</extracomment>
        <translation>Integritätsbefunde aus %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %3, %4, %n finding(s)</source>
        <extracomment>summary: one detector run: name, version, status, time, findings</extracomment>
        <translation>
            <numerusform>%1 %2: %3, %4, %n Befund</numerusform>
            <numerusform>%1 %2: %3, %4, %n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>reference %1: %2; %3</source>
        <extracomment>summary: %1 reference number, %2 the finding, %3 how it was joined</extracomment>
        <translation>Referenz %1: %2; %3</translation>
    </message>
    <message>
        <source>Unjoined findings</source>
        <translation>Nicht zugeordnete Befunde</translation>
    </message>
    <message>
        <source>%1; unjoined: %2</source>
        <extracomment>summary: %1 the finding, %2 why it joins no reference</extracomment>
        <translation>%1; nicht zugeordnet: %2</translation>
    </message>
    <message>
        <source>Review (%1):</source>
        <extracomment>summary/export: heading of the review&apos;s lines, %1 the review file</extracomment>
        <translation>Prüfung (%1):</translation>
    </message>
    <message>
        <source>  export RECORD --format csv|json|pdf -o OUT [--filter QUERY] [--bom]
         [--colour-rules FILE]
         [--integrity FILE|auto]
         [--review FILE]
                            write the observations (those QUERY selects, else all)
                            as CSV (--bom: with a UTF-8 byte order mark), as JSON
                            (the original observations, verifiable) or as a PDF report
                            (--colour-rules: rows in the colours of a rules file
                            exported from View &gt; Colouring Rules);
                            -o - writes to standard output (then --format is needed);
                            --review FILE: with a review&apos;s decisions and notes (default:
                            the review file beside RECORD, if there is one);
                            exit 0 written, 2 unreadable or unwritable, 64 bad QUERY
</source>
        <translation>  export NACHWEIS --format csv|json|pdf -o AUSGABE [--filter ABFRAGE] [--bom]
         [--colour-rules DATEI]
         [--integrity DATEI|auto]
         [--review DATEI]
                            die Beobachtungen schreiben (die von ABFRAGE gewählten, sonst alle)
                            als CSV (--bom: mit UTF-8-Byte-Order-Mark), als JSON
                            (die Originalbeobachtungen, verifizierbar) oder als PDF-Bericht
                            (--colour-rules: Zeilen in den Farben einer Regeldatei,
                            exportiert unter Ansicht &gt; Farbregeln);
                            -o - schreibt in die Standardausgabe (dann ist --format nötig);
                            --review DATEI: mit den Entscheidungen und Notizen einer Prüfung
                            (vorgegeben: die Prüfungsdatei neben NACHWEIS, falls vorhanden);
                            Exit-Status 0 geschrieben, 2 unlesbar oder nicht schreibbar, 64 ungültige ABFRAGE
</translation>
    </message>
    <message>
        <source>  summary RECORD [--integrity FILE|auto] [--review FILE]
                            title, thesis, coverage, state counts and integrity, and
                            the review&apos;s progress (--review FILE, or the review file
                            beside RECORD)
</source>
        <translation>  summary NACHWEIS [--integrity DATEI|auto] [--review DATEI]
                            Titel, These, Abdeckung, Zählungen je Zustand und Integrität
                            und der Fortschritt der Prüfung (--review DATEI oder die
                            Prüfungsdatei neben NACHWEIS)
</translation>
    </message>
    <message>
        <source>%1% (%2 of %3 observations)</source>
        <extracomment>export --format pdf on a terminal: %1 percent, %2 and %3 observation counts</extracomment>
        <translation>%1&#xa0;% (%2 von %3 Beobachtungen)</translation>
    </message>
    <message>
        <source>interrupted: nothing was written to %1</source>
        <extracomment>%1 the output file, or - for standard output</extracomment>
        <translation>unterbrochen: nichts wurde nach %1 geschrieben</translation>
    </message>
    <message>
        <source>  --base-url URL            where records are fetched from (default %1;
                            a plain http:// URL only when given here)
  --timeout S               give up a fetch after S seconds (default %2)
  --max-size MIB            refuse records larger than MIB mebibytes (default %3)
</source>
        <extracomment>%1 the default base URL, %2 the default timeout in seconds, %3 the default size cap in MiB</extracomment>
        <translation>  --base-url URL            woher Nachweise abgerufen werden (Vorgabe %1;
                            eine unverschlüsselte http://-URL nur, wenn hier angegeben)
  --timeout S               einen Abruf nach S Sekunden aufgeben (Vorgabe %2)
  --max-size MIB            Nachweise über MIB Mebibyte ablehnen (Vorgabe %3)
</translation>
    </message>
    <message>
        <source>--integrity, --review, --colour-rules and --changes-since apply to one record, not to a folder or list</source>
        <translation>--integrity, --review, --colour-rules und --changes-since gelten für einen Datensatz, nicht für einen Ordner oder eine Liste</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <extracomment>summary FOLDER|LIST: a record that could not be read, %1 its file or id</extracomment>
        <translation>%1: nicht lesbar</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound</source>
        <extracomment>summary FOLDER|LIST: %1 outbound, %2 inbound observations</extracomment>
        <translation>%1 ausgehend, %2 eingehend</translation>
    </message>
    <message>
        <source>%1 unresolved (%2%)</source>
        <extracomment>summary FOLDER|LIST: %1 unresolved observations, %2 their share in percent</extracomment>
        <translation>%1 unaufgelöst (%2 %)</translation>
    </message>
    <message numerus="yes">
        <source>%n with notice events (%1)</source>
        <extracomment>summary FOLDER|LIST: %n observations with standing-notice events, %1 their types</extracomment>
        <translation>
            <numerusform>%n mit Hinweisereignis (%1)</numerusform>
            <numerusform>%n mit Hinweisereignissen (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>reviewed %1 of %2</source>
        <extracomment>summary FOLDER|LIST: review progress, %1 reviewed of %2 observations
----------
summary FOLDER|LIST: totals, review progress over every observation</extracomment>
        <translation>%1 von %2 geprüft</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>summary FOLDER|LIST: the totals&apos; first line</extracomment>
        <translation>
            <numerusform>%n Datensatz gelesen</numerusform>
            <numerusform>%n Datensätze gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>summary FOLDER|LIST: after the records read</extracomment>
        <translation>
            <numerusform>%n nicht lesbar</numerusform>
            <numerusform>%n nicht lesbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) fail verification</source>
        <extracomment>summary FOLDER|LIST: totals, records whose verification fails</extracomment>
        <translation>
            <numerusform>%n Datensatz besteht die Prüfung nicht</numerusform>
            <numerusform>%n Datensätze bestehen die Prüfung nicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) with notice events</source>
        <extracomment>summary FOLDER|LIST: totals, records with standing-notice events</extracomment>
        <translation>
            <numerusform>%n Datensatz mit Hinweisereignissen</numerusform>
            <numerusform>%n Datensätze mit Hinweisereignissen</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1 of %2 observations of %3 records to %4</source>
        <extracomment>export FOLDER|LIST: %1 rows written, %2 all observations, %3 records, %4 the file written</extracomment>
        <translation>%1 von %2 Beobachtungen aus %3 Datensätzen nach %4 exportiert</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read</source>
        <translation>
            <numerusform>%n Datensatz war nicht lesbar</numerusform>
            <numerusform>%n Datensätze waren nicht lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>  summary FOLDER|LIST       a line per record of the folder (its *.json records) or
                            of LIST (a text file of arXiv ids or URLs, one per line,
                            fetched), then the totals; exit 2 when one cannot be read
</source>
        <translation>  summary ORDNER|LISTE      eine Zeile je Datensatz des ORDNERs (seine *.json-Datensätze)
                            oder der LISTE (eine Textdatei mit arXiv-IDs oder URLs, eine je
                            Zeile, abgerufen), dann die Summen; Exit 2, wenn einer unlesbar ist
</translation>
    </message>
    <message>
        <source>--integrity and --review apply to one record, not to a folder or list</source>
        <translation>--integrity und --review gelten für einen Datensatz, nicht für einen Ordner oder eine Liste</translation>
    </message>
    <message>
        <source>  export FOLDER|LIST --format csv|pdf -o OUT [--filter QUERY] [--bom]
                            the observations of every record of the folder or LIST
                            (those QUERY selects; paper:ID or paper:WORD for the
                            paper) as one CSV with paper_arxiv_id and paper_title
                            columns, or a PDF library report (a line per record,
                            the totals, the observations); exit 2 when a record
                            cannot be read
</source>
        <translation>  export ORDNER|LISTE --format csv|pdf -o AUSGABE [--filter ABFRAGE] [--bom]
                            die Beobachtungen aller Datensätze des ORDNERs oder der LISTE
                            (die ABFRAGE auswählt; paper:ID oder paper:WORT für das
                            Paper) als eine CSV-Datei mit den Spalten paper_arxiv_id und
                            paper_title, oder ein PDF-Bibliotheksbericht (eine Zeile je
                            Datensatz, die Summen, die Beobachtungen); Exit 2, wenn ein
                            Datensatz unlesbar ist
</translation>
    </message>
    <message>
        <source>a folder or list exports as csv or pdf, not &quot;%1&quot;</source>
        <translation>ein Ordner oder eine Liste wird als csv oder pdf exportiert, nicht als „%1“</translation>
    </message>
    <message>
        <source>cannot start %1, which runs every command but verify: %2</source>
        <extracomment>%1 the helper program&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 lässt sich nicht starten (es führt jeden Befehl außer verify aus): %2</translation>
    </message>
    <message>
        <source>It fails verification (%1): it is kept, but never compared with.</source>
        <extracomment>watch: after &quot;first copy kept&quot;; %1 the verdict such as &quot;1 observation fails&quot;</extracomment>
        <translation>Sie besteht die Prüfung nicht (%1): sie wird behalten, aber nie verglichen.</translation>
    </message>
    <message>
        <source>  history PAPER [--json] [--store FILE] [--forget N | --clear]
                            the copies of PAPER (an arXiv id) kept in the history
                            database, newest first; --forget N removes copy N,
                            --clear every copy of the paper; exit 0 done, 2 the
                            database or copy N could not be found or changed
</source>
        <translation>  history ARTIKEL [--json] [--store DATEI] [--forget N | --clear]
                            die Kopien von ARTIKEL (eine arXiv-ID) in der
                            Verlaufsdatenbank, die neueste zuerst; --forget N entfernt
                            Kopie N, --clear jede Kopie des Artikels; Rückgabe 0
                            erledigt, 2 Datenbank oder Kopie N nicht gefunden oder
                            nicht änderbar
</translation>
    </message>
    <message>
        <source>--forget expects the number of a copy, as history lists them</source>
        <extracomment>history: --forget needs the copy&apos;s number, as the list gives it</extracomment>
        <translation>--forget erwartet die Nummer einer Kopie, wie history sie auflistet</translation>
    </message>
    <message>
        <source>expected one PAPER, got also %1</source>
        <translation>ein ARTIKEL erwartet, dazu kam %1</translation>
    </message>
    <message>
        <source>--forget and --clear: one or the other</source>
        <translation>--forget und --clear: nur eines von beiden</translation>
    </message>
    <message>
        <source>expected PAPER, an arXiv id</source>
        <translation>ARTIKEL erwartet, eine arXiv-ID</translation>
    </message>
    <message>
        <source>no copy %1 of arXiv:%2 is kept</source>
        <extracomment>history --forget: %1 the number given, %2 the arXiv id</extracomment>
        <translation>keine Kopie %1 von arXiv:%2 gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>arXiv:%1: %n cop(ies) removed from the history</source>
        <extracomment>history: %n copies removed, %1 the arXiv id</extracomment>
        <translation>
            <numerusform>arXiv:%1: %n Kopie aus dem Verlauf entfernt</numerusform>
            <numerusform>arXiv:%1: %n Kopien aus dem Verlauf entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>review file not read</source>
        <extracomment>summary FOLDER|LIST: a review file beside the record that could not be read</extracomment>
        <translation>Prüfdatei nicht gelesen</translation>
    </message>
    <message>
        <source>  watch LIST [--json] [--store FILE]
                            fetch each paper of LIST (ids, one per line), keep each
                            copy in the history database and say what changed since
                            the copy with the latest as_of up to its own that
                            verifies; a copy that fails verification is kept and said
                            to fail, never compared with; one with the as_of of another
                            is a conflict, not a change; exit 0 no change, 1 changes,
                            a copy that fails, conflicts or is older than one kept,
                            2 a paper could not be read
</source>
        <translation>  watch LISTE [--json] [--store DATEI]
                            jeden Artikel der LISTE abrufen (IDs, eine pro Zeile), jede
                            Kopie in der Verlaufsdatenbank behalten und sagen, was sich
                            seit der Kopie mit dem spätesten as_of bis zum eigenen
                            geändert hat, die die Prüfung besteht; eine Kopie, die sie
                            nicht besteht, wird behalten und als solche genannt, aber
                            nie verglichen; eine mit dem as_of einer anderen ist ein
                            Widerspruch, keine Änderung; Rückgabe 0 unverändert,
                            1 Änderungen, eine Kopie, die die Prüfung nicht besteht,
                            widerspricht oder älter als eine behaltene ist,
                            2 ein Artikel war nicht lesbar
</translation>
    </message>
    <message>
        <source>It is kept; there is no copy before it to compare with</source>
        <extracomment>watch: after &quot;This copy (as of ...) is older than the copy of ... kept before.&quot;, when the history has no copy before this one</extracomment>
        <translation>Sie wird behalten; es gibt keine frühere Kopie, mit der sie verglichen werden könnte</translation>
    </message>
</context>
<context>
    <name>pith::history</name>
    <message>
        <source>added</source>
        <extracomment>a kind of change between two copies of a record: the observation is new</extracomment>
        <translation>hinzugekommen</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>resolution changed</source>
        <translation>Auflösung geändert</translation>
    </message>
    <message>
        <source>notice changed</source>
        <translation>Hinweis geändert</translation>
    </message>
    <message>
        <source>cited work changed</source>
        <translation>zitiertes Werk geändert</translation>
    </message>
    <message>
        <source>other fields changed</source>
        <translation>andere Felder geändert</translation>
    </message>
    <message>
        <source>No changes since the copy of %1.</source>
        <extracomment>%1 a date such as &quot;9 Aug 2026&quot;</extracomment>
        <translation>Keine Änderungen seit der Kopie vom %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) resolved</source>
        <translation>
            <numerusform>%n Referenz aufgelöst</numerusform>
            <numerusform>%n Referenzen aufgelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new %1 notice(s)</source>
        <extracomment>%1 an event type such as &quot;retraction&quot;</extracomment>
        <translation>
            <numerusform>%n neuer Hinweis (%1)</numerusform>
            <numerusform>%n neue Hinweise (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) no longer verified</source>
        <translation>
            <numerusform>%n Referenz nicht mehr verifiziert</numerusform>
            <numerusform>%n Referenzen nicht mehr verifiziert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) added</source>
        <translation>
            <numerusform>%n Beobachtung hinzugekommen</numerusform>
            <numerusform>%n Beobachtungen hinzugekommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) removed</source>
        <translation>
            <numerusform>%n Beobachtung entfernt</numerusform>
            <numerusform>%n Beobachtungen entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) since the copy of %1</source>
        <extracomment>%n changes, %1 a date such as &quot;9 Aug 2026&quot;</extracomment>
        <translation>
            <numerusform>%n Änderung seit der Kopie vom %1</numerusform>
            <numerusform>%n Änderungen seit der Kopie vom %1</numerusform>
        </translation>
    </message>
    <message>
        <source>: </source>
        <translation>: </translation>
    </message>
    <message>
        <source>history database %1: %2</source>
        <extracomment>%1 the history database file, %2 what went wrong</extracomment>
        <translation>Verlaufsdatenbank %1: %2</translation>
    </message>
    <message>
        <source>written by a newer version of Pith Ledger (schema %1)</source>
        <translation>von einer neueren Version von Pith Ledger geschrieben (Schema %1)</translation>
    </message>
    <message>
        <source>the table of copies is missing</source>
        <translation>die Tabelle der Kopien fehlt</translation>
    </message>
    <message>
        <source>not a Pith Ledger history database</source>
        <translation>keine Verlaufsdatenbank von Pith Ledger</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The history database %1 could not be read (%2). It was set aside as %3, untouched, and a new one was started.</source>
        <extracomment>%1 the database file, %2 why it could not be read, %3 the name it was moved to</extracomment>
        <translation>Die Verlaufsdatenbank %1 konnte nicht gelesen werden (%2). Sie wurde unverändert als %3 beiseitegelegt, und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>the history database is not open</source>
        <translation>die Verlaufsdatenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <source>no stored copy number %1</source>
        <translation>keine gespeicherte Kopie Nummer %1</translation>
    </message>
    <message>
        <source>what changed since the older copy: added, resolution, notice, cited_work, other, any or none</source>
        <translation>was sich seit der älteren Kopie geändert hat: added, resolution, notice, cited_work, other, any oder none</translation>
    </message>
    <message>
        <source>it expands beyond its recorded size</source>
        <translation>sie entpackt sich über ihre verzeichnete Größe hinaus</translation>
    </message>
    <message>
        <source>its compressed data ends early</source>
        <translation>ihre komprimierten Daten enden zu früh</translation>
    </message>
    <message>
        <source>it is shorter than its recorded size</source>
        <translation>sie ist kürzer als ihre verzeichnete Größe</translation>
    </message>
    <message>
        <source>bytes follow the end of its compressed data</source>
        <translation>auf das Ende ihrer komprimierten Daten folgen weitere Bytes</translation>
    </message>
    <message numerus="yes">
        <source>in use by another process (%1); tried for %n second(s). Nothing was changed or set aside: try again when the other process is done with it.</source>
        <extracomment>%1 what SQLite says (e.g. &quot;database is locked&quot;); %n seconds waited</extracomment>
        <translation>
            <numerusform>von einem anderen Prozess belegt (%1); %n Sekunde lang versucht. Nichts wurde geändert oder beiseitegelegt: versuchen Sie es erneut, wenn der andere Prozess fertig ist.</numerusform>
            <numerusform>von einem anderen Prozess belegt (%1); %n Sekunden lang versucht. Nichts wurde geändert oder beiseitegelegt: versuchen Sie es erneut, wenn der andere Prozess fertig ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>could not be read (%1), and another process may have it open (its journal is beside it): nothing was set aside or changed</source>
        <translation>konnte nicht gelesen werden (%1), und ein anderer Prozess hat sie womöglich geöffnet (ihr Journal liegt daneben): nichts wurde beiseitegelegt oder geändert</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>could not be read (%1), and %2 has it open: nothing was set aside or changed</source>
        <extracomment>%1 why the database could not be read; %2 &quot;process 1234&quot; or &quot;another process&quot;</extracomment>
        <translation>konnte nicht gelesen werden (%1), und %2 hat sie geöffnet: nichts wurde beiseitegelegt oder geändert</translation>
    </message>
    <message>
        <source>stored copy number %1 is damaged (%2)</source>
        <extracomment>%1 the copy&apos;s number, %2 what is wrong with it</extracomment>
        <translation>die gespeicherte Kopie Nummer %1 ist beschädigt (%2)</translation>
    </message>
    <message>
        <source>no compressed data</source>
        <translation>keine komprimierten Daten</translation>
    </message>
    <message>
        <source>stored copy number %1 claims %2 bytes, more than the %3 bytes a record may have: it was not expanded</source>
        <extracomment>%1 the copy&apos;s number, %2 the size it claims, %3 the largest record read (bytes)</extracomment>
        <translation>die gespeicherte Kopie Nummer %1 gibt %2 Bytes an, mehr als die %3 Bytes, die ein Datensatz haben darf: sie wurde nicht entpackt</translation>
    </message>
    <message>
        <source>its recorded sizes disagree: %1 and %2</source>
        <translation>ihre verzeichneten Größen widersprechen sich: %1 und %2</translation>
    </message>
    <message>
        <source>%1 compressed bytes for %2 bytes, more than compression makes</source>
        <translation>%1 komprimierte Bytes für %2 Bytes, mehr als eine Kompression ergibt</translation>
    </message>
    <message>
        <source>This copy fails verification (%1): it is kept, but never compared with. What it claims:</source>
        <extracomment>before what a copy whose digests or audit fail claims changed; %1 the verdict&apos;s headline such as &quot;1 observation fails&quot;</extracomment>
        <translation>Diese Kopie besteht die Prüfung nicht (%1): sie wird behalten, aber nie verglichen. Was sie behauptet:</translation>
    </message>
    <message numerus="yes">
        <source>%n other copy(ies) that fail verification passed over.</source>
        <extracomment>%n copies of the paper kept before whose digests or audit fail: not compared with</extracomment>
        <translation>
            <numerusform>%n weitere Kopie, die die Prüfung nicht besteht, übergangen.</numerusform>
            <numerusform>%n weitere Kopien, die die Prüfung nicht bestehen, übergangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2, not a file SQLite can use: the database was not opened and nothing was changed; remove it if no other program needs it</source>
        <extracomment>%1 a file beside the history database, %2 what it is (&quot;a FIFO (named pipe)&quot;)</extracomment>
        <translation>%1 ist %2, keine Datei, die SQLite verwenden kann: die Datenbank wurde nicht geöffnet und nichts wurde geändert; entfernen Sie sie, wenn kein anderes Programm sie braucht</translation>
    </message>
    <message>
        <source>not kept in the history: it is a subset exported by Pith Ledger, not the paper&apos;s record as published</source>
        <translation>nicht im Verlauf behalten: es ist eine von Pith Ledger exportierte Teilmenge, nicht der Datensatz des Artikels, wie er veröffentlicht wurde</translation>
    </message>
    <message>
        <source>Conflicting copies as of %1: this one (from %2) and the one kept from %3 differ, yet each says it is the record at that time. They are not compared as changes.</source>
        <extracomment>%1 the as_of both records give (a date and time), %2 where this one came from, %3 where the other one kept in the history came from (file names or addresses)</extracomment>
        <translation>Widersprüchliche Kopien mit Stand %1: diese (aus %2) und die aus %3 behaltene unterscheiden sich, doch jede gibt an, der Datensatz zu diesem Zeitpunkt zu sein. Sie werden nicht als Änderungen verglichen.</translation>
    </message>
    <message>
        <source>This copy (as of %1) is older than the copy of %2 kept before.</source>
        <extracomment>%1 this record&apos;s as_of date, %2 the as_of date of a newer copy in the history</extracomment>
        <translation>Diese Kopie (Stand %1) ist älter als die zuvor behaltene Kopie vom %2.</translation>
    </message>
</context>
<context>
    <name>pith::history::ChangeTableModel</name>
    <message>
        <source>record: %1</source>
        <extracomment>Changes view, a change of the record outside its observations: %1 what part (coverage, counts, thesis, caps, paper, other)</extracomment>
        <translation>Datensatz: %1</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Changes view column: what kind of change (added, resolution changed, ...)</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Changes view column: outbound or inbound</extracomment>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Changes view column: the reference index</extracomment>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Changes view column: the other paper&apos;s title, or the record&apos;s field</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Changes view column: the value in the older copy</extracomment>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>Changes view column: the value in the copy the tab shows</extracomment>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Observation</source>
        <extracomment>Changes view column: the observation&apos;s id</extracomment>
        <translation>Beobachtung</translation>
    </message>
</context>
<context>
    <name>pith::library</name>
    <message>
        <source>is a folder, not a list</source>
        <translation>ist ein Ordner, keine Liste</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>too large for a list of papers (%1 bytes)</source>
        <translation>zu groß für eine Liste von Papers (%1 Bytes)</translation>
    </message>
</context>
<context>
    <name>pith::library::Library</name>
    <message>
        <source>is not a folder</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>the folder cannot be read</source>
        <translation>der Ordner ist nicht lesbar</translation>
    </message>
    <message>
        <source>papers cannot be fetched here</source>
        <translation>Papers können hier nicht abgerufen werden</translation>
    </message>
    <message>
        <source>cancelled before it was fetched</source>
        <translation>abgebrochen, bevor er abgerufen wurde</translation>
    </message>
    <message>
        <source>cancelled before it was read</source>
        <translation>abgebrochen, bevor er gelesen wurde</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 (the bytes shown as \xHH), so it cannot be opened by its name; rename it to read it</source>
        <extracomment>a library entry: a file whose name has bytes that are not UTF-8, each shown as a backslash, x and two hexadecimal digits</extracomment>
        <translation>der Dateiname ist kein gültiges UTF-8 (die Bytes als \xHH gezeigt), daher kann die Datei nicht unter ihrem Namen geöffnet werden; benennen Sie sie um, um sie zu lesen</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryFacts</name>
    <message>
        <source>the paper whose record holds the observation: its arXiv id or words of its title</source>
        <translation>das Paper, dessen Datensatz die Beobachtung enthält: seine arXiv-ID oder Wörter seines Titels</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryModel</name>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Library table, Notices column: %1 observations with notice events, %2 their types</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Library table, Review column: %1 reviewed of %2 observations</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Library table header: the paper&apos;s arXiv id</extracomment>
        <translation>Paper</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>As of</source>
        <extracomment>Library table header: the record&apos;s as_of date</extracomment>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Ausgehend</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Eingehend</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Unaufgelöst</translation>
    </message>
    <message>
        <source>Unresolved %</source>
        <extracomment>Library table header: the unresolved share of all observations, in percent</extracomment>
        <translation>Unaufgelöst %</translation>
    </message>
    <message>
        <source>Notices</source>
        <extracomment>Library table header: observations with standing-notice events</extracomment>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Library table header: the record&apos;s verdict (digests and audit)</extracomment>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <extracomment>Library table header: review progress</extracomment>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Library table header: the file or the list&apos;s line</extracomment>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>review file not read</source>
        <extracomment>Library table, Review column: a review file that exists but could not be read</extracomment>
        <translation>Prüfdatei nicht gelesen</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryObservationModel</name>
    <message>
        <source>Column %1: %2</source>
        <extracomment>the library&apos;s query: %1 the column, %2 the parser&apos;s message</extracomment>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>ausgehend</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>eingehend</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Library observations header: the record&apos;s paper</extracomment>
        <translation>Paper</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Library observations header: the reference number</extracomment>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>pith::library::RecordFacetFilter</name>
    <message>
        <source>Verdict:</source>
        <extracomment>Library Records facets: verdict buttons follow</extracomment>
        <translation>Urteil:</translation>
    </message>
    <message>
        <source>Events:</source>
        <extracomment>Library Records facets: notice event type buttons follow</extracomment>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Review:</source>
        <extracomment>Library Records facets: review progress buttons follow</extracomment>
        <translation>Prüfung:</translation>
    </message>
    <message>
        <source>verified</source>
        <extracomment>Library Records facet: records whose digests all verify, with no audit finding</extracomment>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>warnings</source>
        <extracomment>Library Records facet: records with audit warnings only</extracomment>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>failing</source>
        <extracomment>Library Records facet: records that fail verification</extracomment>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <extracomment>Library Records facet: files that could not be read</extracomment>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>not started</source>
        <extracomment>Library Records facet: records with no observation reviewed</extracomment>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Library Records facet: records with some observations reviewed</extracomment>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>done</source>
        <extracomment>Library Records facet: records with every observation reviewed</extracomment>
        <translation>fertig</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Library Records facet: records without notice events</extracomment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>pith::net::Fetcher</name>
    <message>
        <source>The base URL %1 is plain HTTP, which anyone on the way can read and change; use https://, or set a plain http:// base explicitly for a local server</source>
        <translation>Die Basis-URL %1 ist unverschlüsseltes HTTP, das jeder auf dem Weg lesen und ändern kann; https:// verwenden oder eine http://-Basis ausdrücklich für einen lokalen Server einstellen</translation>
    </message>
    <message>
        <source>The size limit must be positive</source>
        <translation>Die Größenbeschränkung muss positiv sein</translation>
    </message>
    <message numerus="yes">
        <source>Timed out after %n second(s) fetching %1</source>
        <translation>
            <numerusform>Zeitüberschreitung nach %n Sekunde beim Abrufen von %1</numerusform>
            <numerusform>Zeitüberschreitung nach %n Sekunden beim Abrufen von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to %2: a secure (https) connection is never downgraded to plain http</source>
        <translation>Umleitung von %1 nach %2 abgelehnt: eine sichere (https-)Verbindung wird nie auf unverschlüsseltes http herabgestuft</translation>
    </message>
    <message>
        <source>The request for %1 could not be started</source>
        <translation>Die Anfrage für %1 konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2 MiB; the download was stopped</source>
        <translation>Die Antwort von %1 ist größer als die Grenze von %2 MiB; der Download wurde gestoppt</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled</source>
        <translation>Abrufen von %1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>No record for this paper: %1 has no citation record for arXiv:%2 (HTTP %3)</source>
        <translation>Kein Nachweis für diese Arbeit: %1 hat keinen Zitationsnachweis für arXiv:%2 (HTTP %3)</translation>
    </message>
    <message numerus="yes">
        <source>the server asks to retry after %n second(s)</source>
        <translation>
            <numerusform>der Server bittet, es nach %n Sekunde erneut zu versuchen</numerusform>
            <numerusform>der Server bittet, es nach %n Sekunden erneut zu versuchen</numerusform>
        </translation>
    </message>
    <message>
        <source>try again later</source>
        <translation>später erneut versuchen</translation>
    </message>
    <message>
        <source>Rate limited by %1 (HTTP 429 Too Many Requests): %2</source>
        <translation>Von %1 gedrosselt (HTTP 429 Too Many Requests): %2</translation>
    </message>
    <message>
        <source>Server error at %1 (HTTP %2); try again later</source>
        <translation>Serverfehler bei %1 (HTTP %2); später erneut versuchen</translation>
    </message>
    <message>
        <source>%1 refused the request for %2 (HTTP %3)</source>
        <translation>%1 hat die Anfrage für %2 abgelehnt (HTTP %3)</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>Die sichere Verbindung zu %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The answer from %1 is not valid HTTP: %2</source>
        <translation>Die Antwort von %1 ist kein gültiges HTTP: %2</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>Unexpected answer from %1 (HTTP %2)</source>
        <translation>Unerwartete Antwort von %1 (HTTP %2)</translation>
    </message>
    <message>
        <source>The connection to %1 was lost after %2 of %3 bytes</source>
        <translation>Die Verbindung zu %1 brach nach %2 von %3 Bytes ab</translation>
    </message>
    <message>
        <source>The answer from %1 is empty, not a JSON record</source>
        <translation>Die Antwort von %1 ist leer, kein JSON-Nachweis</translation>
    </message>
    <message>
        <source>The answer from %1 is not a JSON record (Content-Type “%2”, starting “%3”)</source>
        <translation>Die Antwort von %1 ist kein JSON-Nachweis (Content-Type „%2“, beginnt mit „%3“)</translation>
    </message>
    <message>
        <source>Cached copy, fetched at %1: %2</source>
        <translation>Zwischengespeicherte Kopie, abgerufen am %1: %2</translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to “%2”: only http and https URLs are followed</source>
        <translation>Umleitung von %1 nach „%2“ abgelehnt: nur http- und https-URLs werden verfolgt</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n redirect(s) fetching %1</source>
        <translation>
            <numerusform>Nach %n Umleitung beim Abrufen von %1 aufgegeben</numerusform>
            <numerusform>Nach %n Umleitungen beim Abrufen von %1 aufgegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before the JSON record does: the transfer was cut off</source>
        <translation>
            <numerusform>Die Antwort von %1 endet nach %n Byte, vor dem Ende des JSON-Nachweises: die Übertragung wurde abgeschnitten</numerusform>
            <numerusform>Die Antwort von %1 endet nach %n Bytes, vor dem Ende des JSON-Nachweises: die Übertragung wurde abgeschnitten</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 is compressed (%2) although it was asked for uncompressed; it was not read</source>
        <translation>Die Antwort von %1 ist komprimiert (%2), obwohl sie unkomprimiert angefordert wurde; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>The answer from %1 is not a readable record: %2</source>
        <extracomment>%1 host, %2 the parser&apos;s message</extracomment>
        <translation>Die Antwort von %1 ist kein lesbarer Nachweis: %2</translation>
    </message>
    <message>
        <source>The answer from %1 is not the record asked for: %2</source>
        <extracomment>%1 host, %2 says which paper the record is of and which was asked for</extracomment>
        <translation>Die Antwort von %1 ist nicht der angeforderte Nachweis: %2</translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to %2: %3</source>
        <extracomment>%1 the URL that redirected, %2 the target, %3 why it was refused</extracomment>
        <translation>Umleitung von %1 nach %2 abgelehnt: %3</translation>
    </message>
    <message>
        <source>The answer from %1 is not valid HTTP: its status code %2 is outside 100 to 599</source>
        <extracomment>%1 host, %2 the status code the server sent</extracomment>
        <translation>Die Antwort von %1 ist kein gültiges HTTP: ihr Statuscode %2 liegt außerhalb von 100 bis 599</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2 bytes; the download was stopped</source>
        <extracomment>%2 the limit in bytes</extracomment>
        <translation>Die Antwort von %1 ist größer als die Grenze von %2 Bytes; der Download wurde gestoppt</translation>
    </message>
    <message>
        <source>There was not enough memory to read the answer for %1; the download was stopped</source>
        <translation>Für die Antwort zu %1 reichte der Arbeitsspeicher nicht; der Download wurde abgebrochen</translation>
    </message>
    <message>
        <source>There was not enough memory to read the answer from %1; the download was stopped</source>
        <translation>Für die Antwort von %1 reichte der Arbeitsspeicher nicht; der Download wurde abgebrochen</translation>
    </message>
    <message>
        <source>The connection to %1 was lost before the answer&apos;s headers were complete: %2</source>
        <translation>Die Verbindung zu %1 brach ab, bevor die Kopfzeilen der Antwort vollständig waren: %2</translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before its last chunk: the transfer was cut off</source>
        <translation>
            <numerusform>Die Antwort von %1 endet nach %n Byte, vor ihrem letzten Chunk: die Übertragung wurde abgeschnitten</numerusform>
            <numerusform>Die Antwort von %1 endet nach %n Bytes, vor ihrem letzten Chunk: die Übertragung wurde abgeschnitten</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 was stopped: %2</source>
        <extracomment>%2 e.g. &quot;its header lines are over 64 KiB&quot;</extracomment>
        <translation>Die Antwort von %1 wurde abgebrochen: %2</translation>
    </message>
    <message>
        <source>%1 has no integrity file for arXiv:%2 (HTTP %3)</source>
        <translation>%1 hat keine Integritätsdatei für arXiv:%2 (HTTP %3)</translation>
    </message>
</context>
<context>
    <name>pith::net::HttpExchange</name>
    <message>
        <source>out of memory</source>
        <translation>Arbeitsspeicher erschöpft</translation>
    </message>
    <message>
        <source>the server closed the connection during the handshake</source>
        <translation>der Server hat die Verbindung während des Handshakes geschlossen</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>its header lines are over %1 KiB</source>
        <translation>ihre Kopfzeilen umfassen mehr als %1 KiB</translation>
    </message>
    <message>
        <source>it sends more than %1 header lines</source>
        <translation>sie sendet mehr als %1 Kopfzeilen</translation>
    </message>
    <message>
        <source>a chunk-size line is over %1 bytes</source>
        <translation>eine Chunk-Größenzeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>its chunk framing is over %1 MiB plus a quarter of its data</source>
        <translation>ihre Chunk-Rahmung umfasst mehr als %1 MiB plus ein Viertel ihrer Daten</translation>
    </message>
    <message>
        <source>a chunk does not end where its size says</source>
        <translation>ein Chunk endet nicht dort, wo seine Größe es angibt</translation>
    </message>
    <message>
        <source>its trailer lines are over %1 KiB</source>
        <translation>ihre Trailer-Zeilen umfassen mehr als %1 KiB</translation>
    </message>
    <message>
        <source>its status line “%1” is not HTTP/1.1</source>
        <translation>ihre Statuszeile „%1“ ist kein HTTP/1.1</translation>
    </message>
    <message>
        <source>it folds a header line over two (obsolete, refused)</source>
        <translation>sie bricht eine Kopfzeile auf zwei Zeilen um (veraltet, abgelehnt)</translation>
    </message>
    <message>
        <source>“%1” is not a header line</source>
        <translation>„%1“ ist keine Kopfzeile</translation>
    </message>
    <message>
        <source>it switched protocols, which was not asked for</source>
        <translation>sie wechselt das Protokoll, was nicht angefragt war</translation>
    </message>
    <message>
        <source>its transfer coding “%1” was not asked for</source>
        <translation>ihre Transferkodierung „%1“ wurde nicht angefragt</translation>
    </message>
    <message>
        <source>its Content-Length “%1” is not a length</source>
        <translation>ihre Content-Length „%1“ ist keine Länge</translation>
    </message>
    <message>
        <source>its chunk size “%1” is not a hexadecimal number</source>
        <translation>ihre Chunk-Größe „%1“ ist keine Hexadezimalzahl</translation>
    </message>
</context>
<context>
    <name>pith::net::Identifier</name>
    <message>
        <source>expected an arXiv id such as 2509.00217, 2509.00217v2, arXiv:2509.00217 or hep-th/9901001, an arxiv.org/abs/ URL, or a pith.science/paper/ URL</source>
        <translation>erwartet wird eine arXiv-Kennung wie 2509.00217, 2509.00217v2, arXiv:2509.00217 oder hep-th/9901001, eine arxiv.org/abs/-URL oder eine pith.science/paper/-URL</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: month %2 does not exist; %3</source>
        <translation>„%1“ ist keine arXiv-Kennung: den Monat %2 gibt es nicht; %3</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: new-style ids start in April 2007 (0704); %2</source>
        <translation>„%1“ ist keine arXiv-Kennung: Kennungen neuer Art beginnen im April 2007 (0704); %2</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: ids from %2 have %3 digits after the dot; %4</source>
        <translation>„%1“ ist keine arXiv-Kennung: Kennungen aus %2 haben %3 Ziffern nach dem Punkt; %4</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: old-style ids run from 9108 to 0703; %2</source>
        <translation>„%1“ ist keine arXiv-Kennung: Kennungen alter Art reichen von 9108 bis 0703; %2</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id or a Pith URL; %2</source>
        <translation>„%1“ ist weder eine arXiv-Kennung noch eine Pith-URL; %2</translation>
    </message>
    <message>
        <source>“%1” does not name a paper: after /paper/ an arXiv id was expected, found “%2”</source>
        <translation>„%1“ bezeichnet keine Arbeit: nach /paper/ wurde eine arXiv-Kennung erwartet, gefunden wurde „%2“</translation>
    </message>
    <message>
        <source>“%1” is not an http or https URL; %2</source>
        <translation>„%1“ ist keine http- oder https-URL; %2</translation>
    </message>
    <message>
        <source>“%1” does not name an arXiv paper: found “%2” where an id was expected</source>
        <translation>„%1“ bezeichnet keine arXiv-Arbeit: „%2“ steht, wo eine Kennung erwartet wurde</translation>
    </message>
    <message>
        <source>“%1” is an arXiv URL but not a paper&apos;s page; expected https://arxiv.org/abs/&lt;id&gt;</source>
        <translation>„%1“ ist eine arXiv-URL, aber nicht die Seite einer Arbeit; erwartet wird https://arxiv.org/abs/&lt;id&gt;</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv DOI; %2</source>
        <translation>„%1“ ist kein arXiv-DOI; %2</translation>
    </message>
    <message>
        <source>“%1” is a DOI but not an arXiv one (10.48550/arXiv.&lt;id&gt;); %2</source>
        <translation>„%1“ ist ein DOI, aber kein arXiv-DOI (10.48550/arXiv.&lt;id&gt;); %2</translation>
    </message>
    <message>
        <source>“%1” is a Pith URL but not a paper&apos;s; expected https://pith.science/paper/&lt;id&gt;</source>
        <translation>„%1“ ist eine Pith-URL, aber nicht die einer Arbeit; erwartet wird https://pith.science/paper/&lt;id&gt;</translation>
    </message>
    <message>
        <source>“%1” is a URL from %2, which serves no Pith records; %3</source>
        <translation>„%1“ ist eine URL von %2, wo es keine Pith-Nachweise gibt; %3</translation>
    </message>
    <message>
        <source>Nothing to open: %1</source>
        <translation>Nichts zu öffnen: %1</translation>
    </message>
    <message>
        <source>The input is %1 characters long; %2</source>
        <translation>Die Eingabe ist %1 Zeichen lang; %2</translation>
    </message>
    <message>
        <source>“%1” contains spaces or control characters; %2</source>
        <translation>„%1“ enthält Leerzeichen oder Steuerzeichen; %2</translation>
    </message>
    <message>
        <source>The base URL “%1” is not an absolute URL with a host, such as https://pith.science</source>
        <translation>Die Basis-URL „%1“ ist keine absolute URL mit Host, wie etwa https://pith.science</translation>
    </message>
    <message>
        <source>The base URL “%1” must start with https:// (or http:// for a local server)</source>
        <translation>Die Basis-URL „%1“ muss mit https:// beginnen (oder mit http:// für einen lokalen Server)</translation>
    </message>
    <message>
        <source>The base URL “%1” must not contain a query, fragment or user name</source>
        <translation>Die Basis-URL „%1“ darf keine Abfrage, kein Fragment und keinen Benutzernamen enthalten</translation>
    </message>
    <message>
        <source>the record is of arXiv:%1, not of arXiv:%2 as asked; it was refused</source>
        <extracomment>%1 the id the record names, %2 the id asked for
----------
%1 the record&apos;s id with its version, %2 the id and version asked for</extracomment>
        <translation>der Nachweis gehört zu arXiv:%1, nicht wie angefordert zu arXiv:%2; er wurde abgelehnt</translation>
    </message>
    <message>
        <source>%1 is this computer (a loopback address), and the base URL %2 is not: a server may not redirect into this computer</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 ist dieser Computer (eine Loopback-Adresse), die Basis-URL %2 aber nicht: ein Server darf nicht auf diesen Computer umleiten</translation>
    </message>
    <message>
        <source>%1 is a link-local address (where cloud metadata services answer), and the base URL %2 is not</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 ist eine link-lokale Adresse (unter der Cloud-Metadatendienste antworten), die Basis-URL %2 aber nicht</translation>
    </message>
    <message>
        <source>%1 is a private network address, and the base URL %2 is not: a server may not redirect into the local network</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 ist eine private Netzwerkadresse, die Basis-URL %2 aber nicht: ein Server darf nicht ins lokale Netzwerk umleiten</translation>
    </message>
</context>
<context>
    <name>pith::net::RecordCache</name>
    <message>
        <source>the cached copy %1 is unusable (%2); it was set aside as %3</source>
        <extracomment>%1 the cache file, %2 why it is unusable, %3 where it was moved</extracomment>
        <translation>die zwischengespeicherte Kopie %1 ist unbrauchbar (%2); sie wurde als %3 beiseitegelegt</translation>
    </message>
    <message>
        <source>not an arXiv id: %1</source>
        <translation>keine arXiv-ID: %1</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message numerus="yes">
        <source>%1: the digest of %n observation(s) does not match (%2)</source>
        <extracomment>%1 a file or URL, %n how many observations, %2 the first failing observation id</extracomment>
        <translation>
            <numerusform>%1: die Prüfsumme von %n Beobachtung stimmt nicht (%2)</numerusform>
            <numerusform>%1: die Prüfsumme von %n Beobachtungen stimmt nicht (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the record&apos;s context digest does not match</source>
        <translation>%1: die Kontextprüfsumme des Nachweises stimmt nicht</translation>
    </message>
    <message>
        <source>could not remove everything in %1</source>
        <extracomment>%1 the cache folder</extracomment>
        <translation>in %1 konnte nicht alles entfernt werden</translation>
    </message>
</context>
<context>
    <name>pith::ui::Breakdown</name>
    <message>
        <source>%1 of %2 outbound references displayed</source>
        <extracomment>Above the breakdown chart, official wording; %1 displayed, %2 total outbound references</extracomment>
        <translation>%1 von %2 ausgehenden Referenzen angezeigt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n observation(s)</source>
        <extracomment>Accessible description of one breakdown segment; %1 the state name</extracomment>
        <translation>
            <numerusform>%1: %n Beobachtung</numerusform>
            <numerusform>%1: %n Beobachtungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No outbound observation</source>
        <translation>Keine ausgehende Beobachtung</translation>
    </message>
    <message>
        <source>%1 of %2 outbound observations exported</source>
        <extracomment>Above the breakdown chart of an exported subset; %1 exported, %2 the source&apos;s outbound observations</extracomment>
        <translation>%1 von %2 ausgehenden Beobachtungen exportiert</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more state(s)</source>
        <extracomment>The breakdown&apos;s last entry when it cannot draw every state (a record with thousands)</extracomment>
        <translation>
            <numerusform>%Ln weiterer Zustand</numerusform>
            <numerusform>%Ln weitere Zustände</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::BreakdownChart</name>
    <message>
        <source>Resolution breakdown</source>
        <translation>Aufschlüsselung der Auflösung</translation>
    </message>
    <message>
        <source>No record open.</source>
        <translation>Kein Nachweis geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)
Click to show only these rows.</source>
        <extracomment>Breakdown chart tooltip; %1 state name, %2 observation count</extracomment>
        <translation>
            <numerusform>%1: %2 von %n ausgehenden Beobachtung
Klicken, um nur diese Zeilen anzuzeigen.</numerusform>
            <numerusform>%1: %2 von %n ausgehenden Beobachtungen
Klicken, um nur diese Zeilen anzuzeigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolution breakdown, %1</source>
        <extracomment>Accessible name of the chart with its current segment, e.g. &quot;unresolved: 10 observations&quot;</extracomment>
        <translation>Aufschlüsselung der Auflösung, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)</source>
        <extracomment>Breakdown chart tooltip of the entry that stands for the states not drawn; %1 &quot;N more states&quot;, %2 their observations</extracomment>
        <translation>
            <numerusform>%1: %2 von %n ausgehenden Beobachtung</numerusform>
            <numerusform>%1: %2 von %n ausgehenden Beobachtungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ChangesView</name>
    <message>
        <source>Before and after</source>
        <extracomment>accessible name of the Changes view&apos;s pane with the selected change&apos;s before and after</extracomment>
        <translation>Vorher und nachher</translation>
    </message>
    <message>
        <source>&amp;Select in Tab</source>
        <extracomment>Changes view: select the selected change&apos;s observation in the tab&apos;s table</extracomment>
        <translation>Im Tab au&amp;swählen</translation>
    </message>
    <message>
        <source>&amp;Open Older Copy</source>
        <extracomment>Changes view: open the copy the tab is compared with in a tab of its own</extracomment>
        <translation>Ältere Kopie ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Changes in arXiv:%1</source>
        <extracomment>title of the Changes view: %1 the paper&apos;s arXiv id</extracomment>
        <translation>Änderungen in arXiv:%1</translation>
    </message>
    <message>
        <source>Before:</source>
        <extracomment>Changes view, before/after pane: the value in the older copy</extracomment>
        <translation>Vorher:</translation>
    </message>
    <message>
        <source>Now:</source>
        <extracomment>Changes view, before/after pane: the value in the copy the tab shows</extracomment>
        <translation>Jetzt:</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <extracomment>Changes view, before/after pane: the JSON pointers of the fields that changed</extracomment>
        <translation>Felder: %1</translation>
    </message>
    <message>
        <source>Observation: %1</source>
        <extracomment>Changes view, before/after pane: the observation&apos;s id</extracomment>
        <translation>Beobachtung: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourLegend</name>
    <message>
        <source>Colours:</source>
        <extracomment>Before the legend of the colouring rules beside the table</extracomment>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend entry: %1 the rule&apos;s name, %2 how many rows it colours</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Colours %n row(s) (a row takes the colours of the first rule that matches it).
Click to filter by its query: %1</source>
        <extracomment>%n rows the rule colours, %1 its query</extracomment>
        <translation>
            <numerusform>Färbt %n Zeile (eine Zeile erhält die Farben der ersten Regel, die auf sie zutrifft).
Klicken, um nach ihrer Abfrage zu filtern: %1</numerusform>
            <numerusform>Färbt %n Zeilen (eine Zeile erhält die Farben der ersten Regel, die auf sie zutrifft).
Klicken, um nach ihrer Abfrage zu filtern: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourRulesDialog</name>
    <message>
        <source>Colouring rules (*.json);;All files (*)</source>
        <extracomment>File dialog filter for colouring rules files</extracomment>
        <translation>Farbregeln (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Colouring Rules</source>
        <translation>Farbregeln</translation>
    </message>
    <message>
        <source>A row takes the colours of the first enabled rule whose query (the filter bar&apos;s language) selects it. Drag rules to reorder.</source>
        <translation>Eine Zeile erhält die Farben der ersten aktivierten Regel, deren Abfrage (in der Sprache der Filterleiste) sie auswählt. Regeln lassen sich durch Ziehen umordnen.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>Standard&amp;regeln wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. status:unresolved year:..2010</source>
        <translation>z.&#xa0;B. status:unresolved year:..2010</translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation>&amp;Abfrage:</translation>
    </message>
    <message>
        <source>&amp;Text Colour…</source>
        <translation>&amp;Textfarbe…</translation>
    </message>
    <message>
        <source>&amp;Background Colour…</source>
        <translation>Hintergrund&amp;farbe…</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <extracomment>%1 the column of the bad term, %2 the query parser&apos;s message (as in the filter bar)</extracomment>
        <translation>Spalte %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>At most %n rules.</source>
        <translation>
            <numerusform>Höchstens %n Regel.</numerusform>
            <numerusform>Höchstens %n Regeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>New rule</source>
        <extracomment>The name of a newly added colouring rule</extracomment>
        <translation>Neue Regel</translation>
    </message>
    <message>
        <source>Text Colour</source>
        <translation>Textfarbe</translation>
    </message>
    <message>
        <source>Background Colour</source>
        <translation>Hintergrundfarbe</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n rule(s) from %1.</source>
        <translation>
            <numerusform>%n Regel aus %1 importiert.</numerusform>
            <numerusform>%n Regeln aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rule(s) to %1.</source>
        <translation>
            <numerusform>%n Regel nach %1 exportiert.</numerusform>
            <numerusform>%n Regeln nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Colouring Rules</source>
        <translation>Farbregeln importieren</translation>
    </message>
    <message>
        <source>Export Colouring Rules</source>
        <translation>Farbregeln exportieren</translation>
    </message>
    <message>
        <source>The default rules are back; OK or Apply keeps them.</source>
        <translation>Die Standardregeln sind wiederhergestellt; OK oder Anwenden übernimmt sie.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht angewendet: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::CoverageBars</name>
    <message>
        <source>no source named</source>
        <translation>keine Quelle genannt</translation>
    </message>
    <message>
        <source>Source: %1, observation time not stated</source>
        <extracomment>Coverage lane source without an observation time; %1 the source names</extracomment>
        <translation>Quelle: %1, Beobachtungszeit nicht angegeben</translation>
    </message>
    <message>
        <source>Source: %1, observed %2</source>
        <extracomment>Coverage lane source, official wording; %1 the source names, %2 an ISO time</extracomment>
        <translation>Quelle: %1, beobachtet %2</translation>
    </message>
    <message>
        <source>The record states no coverage lane.</source>
        <translation>Der Nachweis nennt keine Abdeckungsspur.</translation>
    </message>
    <message>
        <source>measured</source>
        <extracomment>Coverage lane state</extracomment>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>reference resolution</source>
        <extracomment>Coverage lane names (record-format.md)</extracomment>
        <translation>Referenzauflösung</translation>
    </message>
    <message>
        <source>standing notices</source>
        <translation>Statushinweise</translation>
    </message>
    <message>
        <source>inbound itemization</source>
        <translation>Aufschlüsselung eingehender Zitate</translation>
    </message>
    <message>
        <source>external citation measurements</source>
        <translation>externe Zitationsmessungen</translation>
    </message>
    <message>
        <source>%1 %2 of %3 %4</source>
        <extracomment>Coverage lane, official wording &quot;measured 21 of 21 reference resolution&quot;; %1 state, %2 observed, %3 denominator, %4 lane</extracomment>
        <translation>%1 %2 von %3 %4</translation>
    </message>
</context>
<context>
    <name>pith::ui::CoverageBarsWidget</name>
    <message>
        <source>Local time: %1</source>
        <extracomment>Tooltip line under &quot;Source: ..., observed &lt;UTC time&gt;&quot;</extracomment>
        <translation>Ortszeit: %1</translation>
    </message>
    <message>
        <source>Coverage vector</source>
        <translation>Abdeckungsvektor</translation>
    </message>
    <message>
        <source>No coverage lane.</source>
        <translation>Keine Abdeckungsspur.</translation>
    </message>
</context>
<context>
    <name>pith::ui::DefaultColourRules</name>
    <message>
        <source>Retraction notice</source>
        <translation>Rückzugsmeldung</translation>
    </message>
    <message>
        <source>Failing digest</source>
        <translation>Fehlerhafte Prüfsumme</translation>
    </message>
    <message>
        <source>Critical finding</source>
        <translation>Kritischer Befund</translation>
    </message>
    <message>
        <source>Needs fix</source>
        <translation>Korrektur nötig</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Nicht aufgelöst</translation>
    </message>
</context>
<context>
    <name>pith::ui::DetailPane</name>
    <message>
        <source>none</source>
        <extracomment>Shown for a field whose value is null or missing</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>arXiv id</source>
        <translation>arXiv-Kennung</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Last updated</source>
        <translation>Zuletzt aktualisiert</translation>
    </message>
    <message>
        <source>Snapshot observed</source>
        <translation>Momentaufnahme beobachtet</translation>
    </message>
    <message>
        <source>an untitled work</source>
        <translation>ein Werk ohne Titel</translation>
    </message>
    <message>
        <source>%1 cites this paper.</source>
        <translation>%1 zitiert diese Arbeit.</translation>
    </message>
    <message>
        <source>This paper cites %1.</source>
        <translation>Diese Arbeit zitiert %1.</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Referenz %1</translation>
    </message>
    <message>
        <source>no resolver link</source>
        <translation>kein Auflöser-Link</translation>
    </message>
    <message>
        <source>Resolution: %1; %2, observed %3</source>
        <translation>Auflösung: %1; %2, beobachtet %3</translation>
    </message>
    <message>
        <source>Unavailable: %1.</source>
        <translation>Nicht verfügbar: %1.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>No observation digest is stated; computed %1.</source>
        <translation>Keine Beobachtungsprüfsumme angegeben; berechnet: %1.</translation>
    </message>
    <message>
        <source>The observation digest verifies.</source>
        <translation>Die Beobachtungsprüfsumme stimmt.</translation>
    </message>
    <message>
        <source>The observation digest does NOT match: the record states %1, the observation hashes to %2.</source>
        <translation>Die Beobachtungsprüfsumme stimmt NICHT: der Nachweis nennt %1, die Beobachtung ergibt %2.</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>ausgehend</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>eingehend</translation>
    </message>
    <message>
        <source>Observation id</source>
        <translation>Beobachtungskennung</translation>
    </message>
    <message>
        <source>Stated digest</source>
        <translation>Angegebene Prüfsumme</translation>
    </message>
    <message>
        <source>Computed digest</source>
        <translation>Berechnete Prüfsumme</translation>
    </message>
    <message>
        <source>Reference index</source>
        <translation>Referenznummer</translation>
    </message>
    <message>
        <source>Citation source</source>
        <translation>Zitationsquelle</translation>
    </message>
    <message>
        <source>Citation source observed</source>
        <translation>Zitationsquelle beobachtet</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Resolver</source>
        <translation>Auflöser</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Citing paper</source>
        <translation>Zitierende Arbeit</translation>
    </message>
    <message>
        <source>Cited paper</source>
        <translation>Zitierte Arbeit</translation>
    </message>
    <message>
        <source>Cited work</source>
        <translation>Zitiertes Werk</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Werk</translation>
    </message>
    <message>
        <source>Work id</source>
        <translation>Werkkennung</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Pith arXiv id</source>
        <translation>Pith-arXiv-Kennung</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Veröffentlichungsort</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Metadata source</source>
        <translation>Metadatenquelle</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Source-reported events for the cited work</source>
        <extracomment>Heading as on pith.science</extracomment>
        <translation>Von Quellen gemeldete Ereignisse zum zitierten Werk</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>Source receipts</source>
        <translation>Quellbelege</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>%1, observed %2</source>
        <translation>%1, beobachtet %2</translation>
    </message>
    <message>
        <source>Keys this version does not know</source>
        <extracomment>Keys in the observation that the format does not define</extracomment>
        <translation>Schlüssel, die diese Version nicht kennt</translation>
    </message>
    <message>
        <source>Observation details</source>
        <translation>Details der Beobachtung</translation>
    </message>
    <message>
        <source>Raw JSON of the observation</source>
        <translation>Rohes JSON der Beobachtung</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Rohes JSON</translation>
    </message>
    <message>
        <source>Open the Cited Paper&apos;s Record</source>
        <translation>Nachweis der zitierten Arbeit öffnen</translation>
    </message>
    <message>
        <source>Fetch and open the record of the paper this observation links to (Ctrl+click: in a new tab)</source>
        <translation>Den Nachweis der Arbeit abrufen und öffnen, auf die diese Beobachtung verweist (Strg+Klick: in einem neuen Tab)</translation>
    </message>
    <message>
        <source>Open the Citing Paper&apos;s Record</source>
        <translation>Nachweis der zitierenden Arbeit öffnen</translation>
    </message>
    <message>
        <source>Fetch and open the record of the citing paper (Ctrl+click: in a new tab)</source>
        <translation>Den Nachweis der zitierenden Arbeit abrufen und öffnen (Strg+Klick: in einem neuen Tab)</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <translation>Text kopieren</translation>
    </message>
    <message>
        <source>Copy the details as plain text</source>
        <translation>Die Details als reinen Text kopieren</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <translation>JSON kopieren</translation>
    </message>
    <message>
        <source>Copy the observation&apos;s JSON, pretty-printed</source>
        <translation>Das JSON der Beobachtung formatiert kopieren</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Kennung kopieren</translation>
    </message>
    <message>
        <source>Copy the observation id</source>
        <translation>Die Beobachtungskennung kopieren</translation>
    </message>
    <message>
        <source>Copy Digest</source>
        <translation>Prüfsumme kopieren</translation>
    </message>
    <message>
        <source>Copy the stated observation digest</source>
        <translation>Die angegebene Beobachtungsprüfsumme kopieren</translation>
    </message>
    <message>
        <source>Select an observation to see it in full.</source>
        <translation>Eine Beobachtung auswählen, um sie vollständig zu sehen.</translation>
    </message>
    <message>
        <source>This reference has no Pith link to a paper record, so it cannot be followed.</source>
        <translation>Diese Referenz hat keinen Pith-Link zum Nachweis einer Arbeit und kann daher nicht verfolgt werden.</translation>
    </message>
    <message>
        <source>This reference&apos;s link &quot;%1&quot; is not a Pith paper link, so it is not followed.</source>
        <translation>Der Link „%1“ dieser Referenz ist kein Pith-Link zu einer Arbeit und wird daher nicht verfolgt.</translation>
    </message>
    <message>
        <source>This citation has no Pith link to the citing paper&apos;s record, so it cannot be followed.</source>
        <translation>Diese Zitation hat keinen Pith-Link zum Nachweis der zitierenden Arbeit und kann daher nicht verfolgt werden.</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>Row label before &quot;shown 1,000 of 2,500&quot;: how many unknown keys are listed</extracomment>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>This observation&apos;s details cannot be shown: the record&apos;s file %1.</source>
        <extracomment>%1 why, e.g. &quot;changed on disk since it was opened: open it again to see the record as it is now&quot;</extracomment>
        <translation>Die Einzelheiten dieser Beobachtung können nicht angezeigt werden: die Datei des Datensatzes %1.</translation>
    </message>
</context>
<context>
    <name>pith::ui::ExportDialog</name>
    <message>
        <source>Export Observations</source>
        <translation>Beobachtungen exportieren</translation>
    </message>
    <message>
        <source>CSV (spreadsheets)</source>
        <translation>CSV (Tabellenkalkulation)</translation>
    </message>
    <message>
        <source>JSON (observations as issued, verifiable)</source>
        <translation>JSON (Beobachtungen wie ausgegeben, verifizierbar)</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF-Bericht</translation>
    </message>
    <message numerus="yes">
        <source>All observations (%n)</source>
        <translation>
            <numerusform>Alle Beobachtungen (%n)</numerusform>
            <numerusform>Alle Beobachtungen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the shown observations (%n)</source>
        <translation>
            <numerusform>Nur die angezeigten Beobachtungen (%n)</numerusform>
            <numerusform>Nur die angezeigten Beobachtungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No filter is applied.</source>
        <translation>Es ist kein Filter aktiv.</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filter: %1</translation>
    </message>
    <message>
        <source>Start with a byte order mark (for spreadsheet programs)</source>
        <translation>Mit Byte-Order-Mark beginnen (für Tabellenkalkulationen)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Zeilen:</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>There is no record to export.</source>
        <translation>Es gibt keinen Nachweis zum Exportieren.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;cannot write /x.csv: Permission denied&quot;</extracomment>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Rows are written in the record&apos;s order, as pith-ledger-cli export writes them.</source>
        <translation>Die Zeilen werden in der Reihenfolge des Nachweises geschrieben, wie pith-ledger-cli export sie schreibt.</translation>
    </message>
    <message>
        <source>The shown rows are written in the table&apos;s sort order; pith-ledger-cli export writes the record&apos;s order.</source>
        <translation>Die angezeigten Zeilen werden in der Sortierung der Tabelle geschrieben; pith-ledger-cli export schreibt die Reihenfolge des Nachweises.</translation>
    </message>
    <message>
        <source>Colour the rows by the colouring rules</source>
        <translation>Zeilen nach den Farbregeln einfärben</translation>
    </message>
</context>
<context>
    <name>pith::ui::ExternalMeasurementsPanel</name>
    <message>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>External citation measurements</source>
        <translation>Externe Zitationsmessungen</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One field of an external measurement: &quot;observed at: 2026-06-30T16:04:52Z&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(empty measurement)</source>
        <translation>(leere Messung)</translation>
    </message>
    <message>
        <source>No source-named external measurement is stored.</source>
        <translation>Es ist keine externe Messung mit genannter Quelle gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more measurement(s) not listed</source>
        <translation>
            <numerusform>%Ln weitere Messung nicht aufgeführt</numerusform>
            <numerusform>%Ln weitere Messungen nicht aufgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::FilterBar</name>
    <message>
        <source>status:unresolved notice:unavailable -resolver:raw_fallback &quot;words&quot;</source>
        <translation>status:unresolved notice:unavailable -resolver:raw_fallback &quot;Wörter&quot;</translation>
    </message>
    <message>
        <source>Filter query</source>
        <translation>Filterabfrage</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Angezeigte Zeilen</translation>
    </message>
    <message>
        <source>Filter error</source>
        <translation>Filterfehler</translation>
    </message>
    <message>
        <source>Show only observations with %1 %2 (edits the query text)</source>
        <translation>Nur Beobachtungen mit %1 %2 anzeigen (ändert den Abfragetext)</translation>
    </message>
    <message>
        <source>Facet %1: %2</source>
        <translation>Facette %1: %2</translation>
    </message>
    <message>
        <source>Direction:</source>
        <extracomment>Facet group label: outbound / inbound buttons follow</extracomment>
        <translation>Richtung:</translation>
    </message>
    <message>
        <source>Status:</source>
        <extracomment>Facet group label: resolution state buttons follow</extracomment>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Notice:</source>
        <extracomment>Facet group label: standing notice state buttons follow</extracomment>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>Event:</source>
        <extracomment>Facet group label: standing-notice event type buttons follow (retraction, correction, ...)</extracomment>
        <translation>Ereignis:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Space-separated terms that must all hold. &lt;code&gt;key:v1,v2&lt;/code&gt; matches any listed value, a leading &lt;code&gt;-&lt;/code&gt; negates, bare words and &quot;quoted phrases&quot; match titles, ids and DOIs.&lt;/p&gt;&lt;p&gt;Keys: direction, status, resolver, notice, event, source, year, digest (ok/bad), ref.&lt;/p&gt;&lt;p&gt;year, ref and event take a number, a range &lt;code&gt;year:2019..2021&lt;/code&gt; (an end may be left open: &lt;code&gt;year:2019..&lt;/code&gt;), or &lt;code&gt;year:&amp;gt;=2020&lt;/code&gt;, &lt;code&gt;&amp;lt;=&lt;/code&gt;, &lt;code&gt;&amp;gt;&lt;/code&gt;, &lt;code&gt;&amp;lt;&lt;/code&gt;; &lt;code&gt;none&lt;/code&gt; matches a missing value.&lt;/p&gt;&lt;p&gt;Keys and values complete as you type. The same text works with &lt;code&gt;pith-ledger-cli export --filter&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Durch Leerzeichen getrennte Begriffe, die alle zutreffen müssen. &lt;code&gt;schlüssel:w1,w2&lt;/code&gt; passt auf jeden der genannten Werte, ein vorangestelltes &lt;code&gt;-&lt;/code&gt; verneint, einzelne Wörter und &quot;Phrasen in Anführungszeichen&quot; passen auf Titel, Kennungen und DOIs.&lt;/p&gt;&lt;p&gt;Schlüssel (englisch, wie in der Abfrage): direction, status, resolver, notice, event, source, year, digest (ok/bad), ref.&lt;/p&gt;&lt;p&gt;year, ref und event nehmen eine Zahl, einen Bereich &lt;code&gt;year:2019..2021&lt;/code&gt; (ein Ende darf offen bleiben: &lt;code&gt;year:2019..&lt;/code&gt;) oder &lt;code&gt;year:&amp;gt;=2020&lt;/code&gt;, &lt;code&gt;&amp;lt;=&lt;/code&gt;, &lt;code&gt;&amp;gt;&lt;/code&gt;, &lt;code&gt;&amp;lt;&lt;/code&gt;; &lt;code&gt;none&lt;/code&gt; passt auf einen fehlenden Wert.&lt;/p&gt;&lt;p&gt;Schlüssel und Werte werden beim Tippen vervollständigt. Derselbe Text funktioniert mit &lt;code&gt;pith-ledger-cli export --filter&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sa&amp;ved</source>
        <extracomment>Drop-down beside the filter: saved queries</extracomment>
        <translation>&amp;Gespeichert</translation>
    </message>
    <message>
        <source>Saved filters: apply one, or save the current query under a name</source>
        <translation>Gespeicherte Filter: einen anwenden oder die aktuelle Abfrage unter einem Namen speichern</translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation>Gespeicherte Filter</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>Filter speichern</translation>
    </message>
    <message>
        <source>Name for &quot;%1&quot;:</source>
        <translation>Name für „%1“:</translation>
    </message>
    <message>
        <source>No saved filters</source>
        <translation>Keine gespeicherten Filter</translation>
    </message>
    <message>
        <source>&amp;Save Current Filter…</source>
        <translation>Aktuellen Filter &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 shown</source>
        <extracomment>&quot;n of m shown&quot;: %1 rows the filter keeps, %2 rows in the record (the plural follows %2)</extracomment>
        <translation>
            <numerusform>%1 von %2 angezeigt</numerusform>
            <numerusform>%1 von %2 angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2 (no filter is in force: every row is shown)</source>
        <translation>Spalte %1: %2 (kein Filter aktiv: alle Zeilen werden angezeigt)</translation>
    </message>
    <message>
        <source>Column %1: %2 (the rows still show the last filter applied: %3)</source>
        <translation>Spalte %1: %2 (die Zeilen zeigen weiter den zuletzt angewandten Filter: %3)</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Findings:</source>
        <extracomment>Facet group label: Pith integrity finding severities follow</extracomment>
        <translation>Befunde:</translation>
    </message>
</context>
<context>
    <name>pith::ui::HistoryTracker</name>
    <message>
        <source>all digests verified</source>
        <translation>alle Prüfsummen verifiziert</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>fails verification</source>
        <translation>Prüfung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Show changes</source>
        <extracomment>a link in the banner: opens the Changes view, a table of every change</extracomment>
        <translation>Änderungen zeigen</translation>
    </message>
    <message>
        <source>Stored copy as of %1, kept %2 from %3. Reload fetches the current one.</source>
        <extracomment>banner on a tab showing a copy from the history: %1 its as_of date, %2 when it was kept, %3 where it came from</extracomment>
        <translation>Gespeicherte Kopie, Stand %1, behalten am %2 aus %3. Neu laden ruft die aktuelle ab.</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
        <source>Changed since the older copy</source>
        <translation>Geändert seit der älteren Kopie</translation>
    </message>
    <message>
        <source>before: %1; now: %2</source>
        <extracomment>before/after of a change, %1 the older value, %2 the newer</extracomment>
        <translation>vorher: %1; jetzt: %2</translation>
    </message>
    <message>
        <source>&amp;History of This Paper...</source>
        <translation>Ver&amp;lauf dieses Artikels …</translation>
    </message>
    <message>
        <source>W&amp;atch This Paper</source>
        <translation>Diesen Artikel be&amp;obachten</translation>
    </message>
    <message>
        <source>Watching arXiv:%1</source>
        <translation>arXiv:%1 wird beobachtet</translation>
    </message>
    <message>
        <source>No longer watching arXiv:%1</source>
        <translation>arXiv:%1 wird nicht mehr beobachtet</translation>
    </message>
    <message>
        <source>Wat&amp;ched Papers...</source>
        <translation>Beobachtete &amp;Artikel …</translation>
    </message>
    <message>
        <source>History of arXiv:%1</source>
        <translation>Verlauf von arXiv:%1</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Context digest</source>
        <translation>Kontext-Prüfsumme</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Ausgehend</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Eingehend</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>The copy this tab shows</source>
        <translation>Die Kopie, die dieser Tab zeigt</translation>
    </message>
    <message>
        <source>Every copy of this paper the program opened or fetched, newest first.</source>
        <translation>Jede Kopie dieses Artikels, die das Programm geöffnet oder abgerufen hat, die neueste zuerst.</translation>
    </message>
    <message>
        <source>&amp;Open Read-Only</source>
        <translation>Schreibgeschützt ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Compare with This Tab</source>
        <translation>Mit diesem Tab &amp;vergleichen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>keep the newest </source>
        <extracomment>Preferences, history: prune to the newest N copies of each paper (N in the spin box)</extracomment>
        <translation>die neuesten </translation>
    </message>
    <message>
        <source> per paper</source>
        <translation> je Artikel behalten</translation>
    </message>
    <message>
        <source>&amp;Prune</source>
        <translation>Aus&amp;dünnen</translation>
    </message>
    <message numerus="yes">
        <source>%n stored cop(ies), %1 in %2</source>
        <extracomment>%n copies, %1 their size on disk, %2 the database file</extracomment>
        <translation>
            <numerusform>%n gespeicherte Kopie, %1 in %2</numerusform>
            <numerusform>%n gespeicherte Kopien, %1 in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n older cop(ies)</source>
        <translation>
            <numerusform>%n ältere Kopie entfernt</numerusform>
            <numerusform>%n ältere Kopien entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Watched Papers</source>
        <translation>Beobachtete Artikel</translation>
    </message>
    <message>
        <source>arXiv:%1 (changed)</source>
        <translation>arXiv:%1 (geändert)</translation>
    </message>
    <message>
        <source>Papers checked for new copies on demand; changed ones are marked until opened.
%1</source>
        <translation>Artikel, die auf Wunsch auf neue Kopien geprüft werden; geänderte bleiben markiert, bis sie geöffnet werden.
%1</translation>
    </message>
    <message>
        <source>Check &amp;Now</source>
        <translation>&amp;Jetzt prüfen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Watched papers checked: %n changed</source>
        <extracomment>after checking the watched papers</extracomment>
        <translation>
            <numerusform>Beobachtete Artikel geprüft: %n geändert</numerusform>
            <numerusform>Beobachtete Artikel geprüft: %n geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be fetched</source>
        <translation>
            <numerusform>%n konnte nicht abgerufen werden</numerusform>
            <numerusform>%n konnten nicht abgerufen werden</numerusform>
        </translation>
    </message>
    <message>
        <source>Check when the program &amp;starts</source>
        <translation>Beim &amp;Programmstart prüfen</translation>
    </message>
    <message>
        <source>Filter the table</source>
        <extracomment>a link in the banner: filters the tab&apos;s table to the rows that changed</extracomment>
        <translation>Tabelle filtern</translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies whose digests or audit fail (kept, not compared with)</extracomment>
        <translation>
            <numerusform>%n besteht die Prüfung nicht</numerusform>
            <numerusform>%n bestehen die Prüfung nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Forget This Copy</source>
        <translation>Diese Kopie &amp;vergessen</translation>
    </message>
    <message>
        <source>C&amp;lear This Paper&apos;s History...</source>
        <extracomment>removes every stored copy of the paper from the history, after asking</extracomment>
        <translation>Verlauf dieses Artikels &amp;leeren...</translation>
    </message>
    <message numerus="yes">
        <source>%n cop(ies) removed from the history</source>
        <extracomment>status bar after forgetting copies of a paper in the history</extracomment>
        <translation>
            <numerusform>%n Kopie aus dem Verlauf entfernt</numerusform>
            <numerusform>%n Kopien aus dem Verlauf entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>Verlauf leeren</translation>
    </message>
    <message>
        <source>Remove every copy of arXiv:%1 kept in the history? Open tabs and record files are not touched.</source>
        <extracomment>%1 the arXiv id</extracomment>
        <translation>Jede Kopie von arXiv:%1 aus dem Verlauf entfernen? Offene Tabs und Datensatzdateien bleiben unberührt.</translation>
    </message>
    <message>
        <source>Follow the newer copy</source>
        <extracomment>Undo/redo text: a review&apos;s decisions moved to the ids of a newer copy of the paper</extracomment>
        <translation>Der neueren Kopie folgen</translation>
    </message>
    <message>
        <source>(conflicting)</source>
        <extracomment>History list, after a copy&apos;s as_of: another copy has the same as_of</extracomment>
        <translation>(widersprüchlich)</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) with a copy kept</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies of another content than a kept copy with the same as_of (not compared with it)</extracomment>
        <translation>
            <numerusform>%n Widerspruch zu einer behaltenen Kopie</numerusform>
            <numerusform>%n Widersprüche zu behaltenen Kopien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::Integrity</name>
    <message>
        <source>No record</source>
        <translation>Kein Nachweis</translation>
    </message>
    <message>
        <source>No record is open.</source>
        <translation>Es ist kein Nachweis geöffnet.</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityBadge</name>
    <message>
        <source>Activate to list digest failures and audit findings.</source>
        <extracomment>Tooltip of the integrity badge, after the verdict sentence</extracomment>
        <translation>Aktivieren, um Prüfsummenfehler und Prüfbefunde aufzulisten.</translation>
    </message>
    <message>
        <source>Integrity: %1</source>
        <translation>Integrität: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDetail</name>
    <message numerus="yes">
        <source>Pith integrity findings (%n)</source>
        <translation>
            <numerusform>Pith-Integritätsbefunde (%n)</numerusform>
            <numerusform>Pith-Integritätsbefunde (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Snippet</source>
        <translation>Ausschnitt</translation>
    </message>
    <message>
        <source>Detected DOI</source>
        <translation>Erkannte DOI</translation>
    </message>
    <message>
        <source>Detected arXiv id</source>
        <translation>Erkannte arXiv-ID</translation>
    </message>
    <message>
        <source>ref_index</source>
        <translation>ref_index</translation>
    </message>
    <message>
        <source>Audited at</source>
        <translation>Geprüft am</translation>
    </message>
    <message>
        <source>Detector</source>
        <translation>Detektor</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to references</source>
        <extracomment>%n findings on their rows</extracomment>
        <translation>
            <numerusform>%n Befund Referenzen zugeordnet</numerusform>
            <numerusform>%n Befunde Referenzen zugeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Not joined: %1 — %2</source>
        <translation>Nicht zugeordnet: %1 — %2</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDialog</name>
    <message>
        <source>Integrity</source>
        <translation>Integrität</translation>
    </message>
    <message>
        <source>Observation digests that do not match</source>
        <translation>Beobachtungsprüfsummen, die nicht stimmen</translation>
    </message>
    <message>
        <source>Observation</source>
        <extracomment>Column: observation UUID</extracomment>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Column: outbound or inbound</extracomment>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Stated digest</source>
        <extracomment>Column: digest written in the record</extracomment>
        <translation>Angegebene Prüfsumme</translation>
    </message>
    <message>
        <source>Computed digest</source>
        <extracomment>Column: digest recomputed over the canonical form</extracomment>
        <translation>Berechnete Prüfsumme</translation>
    </message>
    <message>
        <source>Audit findings</source>
        <translation>Prüfbefunde</translation>
    </message>
    <message>
        <source>Severity</source>
        <extracomment>Column: error or warning</extracomment>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Code</source>
        <extracomment>Column: stable finding code such as state-count-mismatch</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Where</source>
        <extracomment>Column: JSON pointer into the record</extracomment>
        <translation>Wo</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the failures and findings as text</source>
        <translation>Fehler und Befunde als Text kopieren</translation>
    </message>
    <message>
        <source>Integrity of arXiv:%1</source>
        <translation>Integrität von arXiv:%1</translation>
    </message>
    <message>
        <source>(none stated)</source>
        <translation>(keine angegeben)</translation>
    </message>
    <message>
        <source>Context digest stated:   %1
Context digest computed: %2</source>
        <translation>Kontextprüfsumme angegeben: %1
Kontextprüfsumme berechnet: %2</translation>
    </message>
    <message numerus="yes">
        <source>Observation digests that do not match (%Ln)</source>
        <translation>
            <numerusform>Beobachtungsprüfsummen, die nicht stimmen (%Ln)</numerusform>
            <numerusform>Beobachtungsprüfsummen, die nicht stimmen (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%Ln)</source>
        <translation>
            <numerusform>Prüfbefunde (%Ln)</numerusform>
            <numerusform>Prüfbefunde (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every observation digest matches.</source>
        <translation>Jede Beobachtungsprüfsumme stimmt.</translation>
    </message>
    <message>
        <source>The audit reports no finding.</source>
        <translation>Die Prüfung meldet keinen Befund.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more not listed</source>
        <translation>
            <numerusform>%Ln weiterer nicht aufgeführt</numerusform>
            <numerusform>%Ln weitere nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Column: the reference&apos;s number in the citing paper&apos;s bibliography, as in the table</extracomment>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select this row in the table.</source>
        <translation>Doppelklicken oder Eingabe drücken, um diese Zeile in der Tabelle auszuwählen.</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityLoader</name>
    <message>
        <source>Could not read the integrity findings: %1</source>
        <translation>Die Integritätsbefunde konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 is not the integrity file of this record&apos;s paper: %2</source>
        <extracomment>%1 file or URL, %2 which papers</extracomment>
        <translation>%1 ist nicht die Integritätsdatei des Artikels dieses Datensatzes: %2</translation>
    </message>
    <message>
        <source>Integrity findings from %1: %2 on references, %3 not joined</source>
        <extracomment>%1 file or URL, %2 findings on references, %3 not joined</extracomment>
        <translation>Integritätsbefunde aus %1: %2 an Referenzen, %3 nicht zugeordnet</translation>
    </message>
    <message>
        <source>Open a record first: integrity findings are joined to its references.</source>
        <translation>Öffnen Sie zuerst einen Datensatz: Integritätsbefunde werden seinen Referenzen zugeordnet.</translation>
    </message>
    <message>
        <source>Cannot fetch integrity findings: this window has no network access.</source>
        <translation>Integritätsbefunde können nicht abgerufen werden: dieses Fenster hat keinen Netzzugang.</translation>
    </message>
    <message>
        <source>No integrity findings: %1</source>
        <extracomment>%1 the server&apos;s message (it names the paper and the HTTP status)</extracomment>
        <translation>Keine Integritätsbefunde: %1</translation>
    </message>
    <message>
        <source>Could not fetch the integrity findings: %1</source>
        <translation>Die Integritätsbefunde konnten nicht abgerufen werden: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryReport</name>
    <message>
        <source>Library report: %1</source>
        <extracomment>library report: the document&apos;s title, %1 the folder or list</extracomment>
        <translation>Bibliotheksbericht: %1</translation>
    </message>
    <message>
        <source>cannot draw on the output device</source>
        <translation>auf das Ausgabegerät kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>library report: heading of the records&apos; lines</extracomment>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <extracomment>library report: a record that could not be read, %1 its name, %2 why</extracomment>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound, %3 unresolved (%4%)</source>
        <translation>%1 ausgehend, %2 eingehend, %3 unaufgelöst (%4 %)</translation>
    </message>
    <message>
        <source>reviewed %1 of %2</source>
        <extracomment>library report: review progress, %1 reviewed of %2 observations</extracomment>
        <translation>%1 von %2 geprüft</translation>
    </message>
    <message>
        <source>Totals</source>
        <extracomment>library report: heading of the totals</extracomment>
        <translation>Summen</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound, %3 unresolved (%4%), %5 reviewed</source>
        <extracomment>library report totals: %1 outbound, %2 inbound, %3 unresolved, %4 share, %5 reviewed</extracomment>
        <translation>%1 ausgehend, %2 eingehend, %3 unaufgelöst (%4 %), %5 geprüft</translation>
    </message>
    <message>
        <source>Observations: %1 of %2</source>
        <extracomment>library report: heading of the observations, %1 shown, %2 of all</extracomment>
        <translation>Beobachtungen: %1 von %2</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <extracomment>library report: the query the observations were selected by</extracomment>
        <translation>Abfrage: %1</translation>
    </message>
    <message>
        <source>drawing the report failed</source>
        <translation>das Zeichnen des Berichts ist fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>library report totals: records read</extracomment>
        <translation>
            <numerusform>%n Datensatz gelesen</numerusform>
            <numerusform>%n Datensätze gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>library report totals: records that could not be read</extracomment>
        <translation>
            <numerusform>%n nicht lesbar</numerusform>
            <numerusform>%n nicht lesbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>library report totals: records whose verification fails (the verb agrees with them)</extracomment>
        <translation>
            <numerusform>%n besteht die Prüfung nicht</numerusform>
            <numerusform>%n bestehen die Prüfung nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>digest does not match</source>
        <extracomment>library report: an observation line&apos;s mark when its digest does not match</extracomment>
        <translation>Prüfsumme stimmt nicht</translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryTab</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>%1 (library)</source>
        <extracomment>Tab title of a library: %1 the folder&apos;s name</extracomment>
        <translation>%1 (Bibliothek)</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n nicht lesbar</numerusform>
            <numerusform>%n nicht lesbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still to read</source>
        <translation>
            <numerusform>%n noch zu lesen</numerusform>
            <numerusform>%n noch zu lesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter every record&apos;s observations: status:unresolved review:none paper:2509.00217</source>
        <translation>Beobachtungen aller Datensätze filtern: status:unresolved review:none paper:2509.00217</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <extracomment>Library tab: the table of records</extracomment>
        <translation>&amp;Datensätze</translation>
    </message>
    <message>
        <source>O&amp;bservations</source>
        <extracomment>Library tab: every observation of every record</extracomment>
        <translation>&amp;Beobachtungen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Write the shown observations as CSV, or the library report as PDF</source>
        <translation>Die angezeigten Beobachtungen als CSV oder den Bibliotheksbericht als PDF schreiben</translation>
    </message>
    <message>
        <source>Export the Library</source>
        <translation>Bibliothek exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>PDF library report (*.pdf)</source>
        <translation>PDF-Bibliotheksbericht (*.pdf)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Key %1 in the table</source>
        <extracomment>Library queue: the tooltip of a decision button, %1 its key</extracomment>
        <translation>Taste %1 in der Tabelle</translation>
    </message>
    <message>
        <source>Not reviewed yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message>
        <source>Review decision: %1</source>
        <translation>Prüfentscheidung: %1</translation>
    </message>
    <message>
        <source>The decision was not saved: %1</source>
        <extracomment>Library queue: %1 why the decision could not be saved</extracomment>
        <translation>Die Entscheidung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>Library queue: %1 the review file the decision was saved to</extracomment>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>The record is no longer in the library</source>
        <extracomment>Library queue: the record of an undo step is no longer in the library</extracomment>
        <translation>Der Datensatz ist nicht mehr in der Bibliothek</translation>
    </message>
    <message>
        <source>the review file has changed this observation since</source>
        <extracomment>Library queue: undo or redo refused, the review file has another decision or note for the observation than the queue left there</extracomment>
        <translation>die Prüfdatei hat diese Beobachtung seitdem geändert</translation>
    </message>
    <message>
        <source>Show only the records that are %1 (again: all)</source>
        <extracomment>Library Records facet tooltip: %1 the value (&quot;failing&quot;)</extracomment>
        <translation>Nur Datensätze zeigen, die %1 sind (erneut: alle)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Library queue: the undo action, %1 what it undoes (&quot;Mark as confirmed&quot;)</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Library queue: the redo action, %1 what it redoes</extracomment>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n observation(s)</source>
        <extracomment>Library tab: %1 observations shown of %n in all records</extracomment>
        <translation>
            <numerusform>%1 von %n Beobachtung</numerusform>
            <numerusform>%1 von %n Beobachtungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::MainWindow</name>
    <message>
        <source>Error message</source>
        <translation>Fehlermeldung</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss the error message</source>
        <translation>Die Fehlermeldung schließen</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a record file (Ctrl+O)</source>
        <translation>Eine Nachweisdatei öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>Open &amp;Location…</source>
        <translation>&amp;Adresse öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Type an arXiv id, an arXiv or pith.science URL, or a file path (Ctrl+L)</source>
        <translation>Eine arXiv-Kennung, eine arXiv- oder pith.science-URL oder einen Dateipfad eingeben (Strg+L)</translation>
    </message>
    <message>
        <source>Open &amp;Sample Record</source>
        <translation>Bei&amp;spielnachweis öffnen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Read the record again (F5, Ctrl+R)</source>
        <translation>Den Nachweis erneut lesen (F5, Strg+R)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>&amp;Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text (Ctrl+C)</source>
        <translation>Die ausgewählten Zeilen als tabulatorgetrennten Text kopieren (Strg+C)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Focus the filter (Ctrl+F)</source>
        <translation>Zum Filter springen (Strg+F)</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>Filter &amp;leeren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Reference</source>
        <translation>&amp;Nächste nicht aufgelöste Referenz</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Reference</source>
        <translation>&amp;Vorherige nicht aufgelöste Referenz</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back to the previous record in this tab (Alt+Left)</source>
        <translation>Zurück zum vorigen Nachweis in diesem Tab (Alt+Links)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>Vor&amp;wärts</translation>
    </message>
    <message>
        <source>Forward to the next record in this tab (Alt+Right)</source>
        <translation>Weiter zum nächsten Nachweis in diesem Tab (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Open this record&apos;s web page in the browser</source>
        <translation>Die Webseite dieses Nachweises im Browser öffnen</translation>
    </message>
    <message>
        <source>&amp;About Pith Ledger</source>
        <translation>Ü&amp;ber Pith Ledger</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zuletzt geöffne&amp;t</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>arXiv id, arXiv or pith.science URL, or a file path (Ctrl+L)</source>
        <translation>arXiv-Kennung, arXiv- oder pith.science-URL oder Dateipfad (Strg+L)</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Could not open the record: %1</source>
        <translation>Der Nachweis konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <source>Pith Ledger</source>
        <translation>Pith Ledger</translation>
    </message>
    <message>
        <source>%1 — Pith Ledger</source>
        <translation>%1 — Pith Ledger</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>Nachweis öffnen</translation>
    </message>
    <message>
        <source>Citation records (*.json)</source>
        <translation>Zitationsnachweise (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Select rows to copy them.</source>
        <translation>Zeilen auswählen, um sie zu kopieren.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>%n Zeile als tabulatorgetrennten Text kopiert.</numerusform>
            <numerusform>%n Zeilen als tabulatorgetrennten Text kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Pith Ledger</source>
        <translation>Über Pith Ledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pith Ledger %1&lt;/h3&gt;&lt;p&gt;A desktop browser for Pith Paper Citation Records: what a paper cites, who cites it, how each reference was resolved, and whether every SHA-256 digest verifies.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pith Ledger %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Browser für Pith Paper Citation Records: was eine Arbeit zitiert, wer sie zitiert, wie jede Referenz aufgelöst wurde und ob jede SHA-256-Prüfsumme stimmt.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export the shown rows or all of them as CSV, JSON or PDF (Ctrl+E)</source>
        <translation>Die angezeigten oder alle Zeilen als CSV, JSON oder PDF exportieren (Strg+E)</translation>
    </message>
    <message>
        <source>Cannot fetch &quot;%1&quot;: this window has no network access.</source>
        <translation>„%1“ kann nicht abgerufen werden: dieses Fenster hat keinen Netzwerkzugang.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled.</source>
        <translation>Abrufen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not fetch the record of %1: %2</source>
        <translation>Der Nachweis von %1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>This record&apos;s arXiv id &quot;%1&quot; is not one the web page can be opened for.</source>
        <translation>Für die arXiv-Kennung „%1“ dieses Nachweises lässt sich keine Webseite öffnen.</translation>
    </message>
    <message>
        <source>Could not open %1 in the browser.</source>
        <translation>%1 konnte nicht im Browser geöffnet werden.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation>Nächste unaufgelöste</translation>
    </message>
    <message>
        <source>Previous Unresolved</source>
        <translation>Vorherige unaufgelöste</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Web Page</source>
        <translation>Webseite</translation>
    </message>
    <message>
        <source>&amp;Forget Cached Copy</source>
        <translation>Zwischengespeicherte &amp;Kopie vergessen</translation>
    </message>
    <message>
        <source>Remove this record&apos;s copy from the cache; the next open fetches it anew</source>
        <translation>Die Kopie dieses Nachweises aus dem Zwischenspeicher entfernen; beim nächsten Öffnen wird er neu abgerufen</translation>
    </message>
    <message>
        <source>Forgot the cached copy of arXiv:%1; the next open fetches it anew.</source>
        <translation>Die zwischengespeicherte Kopie von arXiv:%1 wurde vergessen; beim nächsten Öffnen wird sie neu abgerufen.</translation>
    </message>
    <message>
        <source>There is no cached copy of arXiv:%1.</source>
        <translation>Es gibt keine zwischengespeicherte Kopie von arXiv:%1.</translation>
    </message>
    <message>
        <source>%1: %2 outbound and %3 inbound observations. %4</source>
        <extracomment>Status bar after opening: %1 title, %2 and %3 counts of outbound and inbound observations, %4 the integrity verdict</extracomment>
        <translation>%1: %2 ausgehende und %3 eingehende Beobachtungen. %4</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Open on pith.&amp;science</source>
        <translation>Auf pith.&amp;science öffnen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Nächster &amp;Tab</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Vorheriger Ta&amp;b</translation>
    </message>
    <message>
        <source>%1 is already open in this tab.</source>
        <translation>%1 ist bereits in diesem Tab geöffnet.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Colour Rows</source>
        <translation>Zeilen &amp;einfärben</translation>
    </message>
    <message>
        <source>Colouring &amp;Rules…</source>
        <translation>Farb&amp;regeln…</translation>
    </message>
    <message>
        <source>Load Inte&amp;grity Findings…</source>
        <translation>Inte&amp;gritätsbefunde laden…</translation>
    </message>
    <message>
        <source>Load Integrity Findings</source>
        <translation>Integritätsbefunde laden</translation>
    </message>
    <message>
        <source>Pith integrity files (*.json);;All files (*)</source>
        <translation>Pith-Integritätsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Fetc&amp;h Integrity Findings</source>
        <translation>Integritätsbefunde &amp;holen</translation>
    </message>
    <message>
        <source>Fetch Pith&apos;s integrity findings about this paper and show them on the references they concern</source>
        <translation>Pith-Integritätsbefunde zu diesem Artikel abrufen und an den betroffenen Referenzen zeigen</translation>
    </message>
    <message>
        <source>Select the next shown reference that is not verified and not reviewed (F3)</source>
        <translation>Die nächste angezeigte Referenz wählen, die weder verifiziert noch geprüft ist (F3)</translation>
    </message>
    <message>
        <source>Select the previous shown reference that is not verified and not reviewed (Shift+F3)</source>
        <translation>Die vorherige angezeigte Referenz wählen, die weder verifiziert noch geprüft ist (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Open a Folder of Records</source>
        <translation>Einen Ordner mit Datensätzen öffnen</translation>
    </message>
    <message>
        <source>Open Li&amp;brary Folder…</source>
        <translation>Bibliotheks&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>Open Lis&amp;t of Papers…</source>
        <translation>&amp;Liste von Arbeiten öffnen…</translation>
    </message>
    <message>
        <source>Open a List of Papers</source>
        <translation>Eine Liste von Arbeiten öffnen</translation>
    </message>
    <message>
        <source>Lists of papers (*.txt *.list)</source>
        <translation>Listen von Arbeiten (*.txt *.list)</translation>
    </message>
    <message>
        <source>Fetch every paper of a text file of arXiv ids or URLs, one per line, into one library</source>
        <translation>Jede Arbeit einer Textdatei mit arXiv-IDs oder URLs, eine pro Zeile, in eine Bibliothek abrufen</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier error(s) not shown</source>
        <translation>
            <numerusform>%n früherer Fehler nicht angezeigt</numerusform>
            <numerusform>%n frühere Fehler nicht angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ObservationTable</name>
    <message>
        <source>Observations</source>
        <translation>Beobachtungen</translation>
    </message>
    <message>
        <source>&amp;Reset Columns</source>
        <translation>Spalten &amp;zurücksetzen</translation>
    </message>
</context>
<context>
    <name>pith::ui::OpenStatus</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Laden abbrechen</translation>
    </message>
    <message>
        <source>the sample record</source>
        <translation>den Beispielnachweis</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Rufe %1 ab…</translation>
    </message>
    <message>
        <source>Fetching %1… %2</source>
        <translation>Rufe %1 ab… %2</translation>
    </message>
</context>
<context>
    <name>pith::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Where records are fetched from: BASE/paper/ID/citation-record.json. Plain http is used only when you enter an http:// address here.</source>
        <translation>Woher Nachweise abgerufen werden: BASIS/paper/ID/citation-record.json. Unverschlüsseltes http wird nur verwendet, wenn hier eine http://-Adresse steht.</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>The language of the window; takes full effect on the next start</source>
        <translation>Die Sprache des Fensters; wirkt vollständig beim nächsten Start</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Network &amp;timeout:</source>
        <translation>Netzwerk-&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A download larger than this is stopped, so a hostile server cannot exhaust memory</source>
        <translation>Ein größerer Download wird gestoppt, damit ein feindseliger Server den Speicher nicht erschöpfen kann</translation>
    </message>
    <message>
        <source>Largest &amp;download:</source>
        <translation>Größter &amp;Download:</translation>
    </message>
    <message>
        <source>The base URL must be an http:// or https:// address with a host, e.g. https://pith.science</source>
        <translation>Die Basis-URL muss eine http://- oder https://-Adresse mit Host sein, z. B. https://pith.science</translation>
    </message>
    <message>
        <source>Remove every fetched record kept for offline use, in %1</source>
        <translation>Alle für die Offline-Nutzung aufbewahrten abgerufenen Nachweise in %1 entfernen</translation>
    </message>
    <message>
        <source>Fetched records:</source>
        <translation>Abgerufene Nachweise:</translation>
    </message>
    <message>
        <source>Clear &amp;Cache (%1)</source>
        <extracomment>%1 the size of the cache, e.g. &quot;1.2 MiB&quot;</extracomment>
        <translation>Zwischenspeicher &amp;leeren (%1)</translation>
    </message>
    <message>
        <source>&amp;Reopen the last session&apos;s tabs on start</source>
        <translation>Die Tabs der letzten Sitzung beim Start wieder &amp;öffnen</translation>
    </message>
    <message>
        <source>In use now: %1 (given with --base-url); the address above applies from the next start.</source>
        <translation>Derzeit verwendet: %1 (mit --base-url angegeben); die Adresse oben gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Pith&apos;s public keys for signed integrity events, one per line: the key id, a space, and the Ed25519 key in base64. Only with a key for its key id is an event&apos;s signature checked.</source>
        <translation>Pith-Schlüssel für signierte Integritätsereignisse, einer je Zeile: die Schlüssel-ID, ein Leerzeichen und der Ed25519-Schlüssel in Base64. Nur mit einem Schlüssel für ihre Schlüssel-ID wird die Signatur eines Ereignisses geprüft.</translation>
    </message>
    <message>
        <source>Pith signing &amp;keys:</source>
        <translation>Si&amp;gnaturschlüssel von Pith:</translation>
    </message>
    <message>
        <source>Pith signing keys: &quot;%1&quot; is not &quot;KEYID KEY&quot; with an Ed25519 key%2</source>
        <extracomment>%1 the line of the keys field, %2 why it is no key</extracomment>
        <translation>Pith-Signaturschlüssel: „%1“ ist nicht „SCHLÜSSEL-ID SCHLÜSSEL“ mit einem Ed25519-Schlüssel%2</translation>
    </message>
    <message>
        <source>Kept with each review decision and note (empty: your account&apos;s name)</source>
        <translation>Wird mit jeder Prüfungsentscheidung und Notiz gespeichert (leer: der Name Ihres Kontos)</translation>
    </message>
    <message>
        <source>Your &amp;name in reviews:</source>
        <translation>Ihr &amp;Name in Prüfungen:</translation>
    </message>
</context>
<context>
    <name>pith::ui::RecordHeader</name>
    <message>
        <source>Paper title</source>
        <translation>Titel der Arbeit</translation>
    </message>
    <message>
        <source>arXiv identifier and version</source>
        <translation>arXiv-Kennung und Version</translation>
    </message>
    <message>
        <source>Primary category</source>
        <translation>Hauptkategorie</translation>
    </message>
    <message>
        <source>Primary arXiv category</source>
        <translation>Haupt-arXiv-Kategorie</translation>
    </message>
    <message>
        <source>Record assembled</source>
        <translation>Nachweis erstellt</translation>
    </message>
    <message>
        <source>Thesis</source>
        <translation>These</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Verweigerung</translation>
    </message>
    <message>
        <source>No record open</source>
        <translation>Kein Nachweis geöffnet</translation>
    </message>
    <message>
        <source>Record header</source>
        <translation>Kopf des Nachweises</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>arXiv id not stated</source>
        <translation>arXiv-Kennung nicht angegeben</translation>
    </message>
    <message>
        <source>arXiv:%1</source>
        <translation>arXiv:%1</translation>
    </message>
    <message>
        <source>%1 v%2</source>
        <extracomment>arXiv id followed by its version, e.g. &quot;arXiv:2509.00217 v1&quot;</extracomment>
        <translation>%1 v%2</translation>
    </message>
    <message>
        <source>Submitted %1, last updated %2</source>
        <translation>Eingereicht %1, zuletzt aktualisiert %2</translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>Assembled %1 (UTC)
Local time: %2</source>
        <translation>Erstellt %1 (UTC)
Ortszeit: %2</translation>
    </message>
    <message>
        <source>As of: not stated</source>
        <translation>Stand: nicht angegeben</translation>
    </message>
    <message>
        <source>Not an RFC 3339 time: %1</source>
        <translation>Keine RFC-3339-Zeitangabe: %1</translation>
    </message>
    <message>
        <source>Record header: %1</source>
        <translation>Kopf des Nachweises: %1</translation>
    </message>
    <message>
        <source>Standing notices</source>
        <translation>Hinweise zum Status</translation>
    </message>
    <message>
        <source>Click to show only these rows.</source>
        <translation>Klicken, um nur diese Zeilen zu zeigen.</translation>
    </message>
    <message>
        <source>The source record&apos;s thesis: %1</source>
        <translation>These des Quelldatensatzes: %1</translation>
    </message>
    <message>
        <source>As of %1, %2 UTC</source>
        <extracomment>%1 the record&apos;s date, %2 its time of day in UTC</extracomment>
        <translation>Stand %1, %2 UTC</translation>
    </message>
</context>
<context>
    <name>pith::ui::RecordView</name>
    <message>
        <source>Filtered to %1</source>
        <translation>Gefiltert auf %1</translation>
    </message>
    <message>
        <source>This reference has no Pith link to a paper record, so it cannot be followed.</source>
        <translation>Diese Referenz hat keinen Pith-Link zum Nachweis einer Arbeit und kann daher nicht verfolgt werden.</translation>
    </message>
    <message>
        <source>The link &quot;%1&quot; is not a Pith paper link, so it is not followed.</source>
        <translation>Der Link „%1“ ist kein Pith-Link zu einer Arbeit und wird daher nicht verfolgt.</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>&amp;Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Title</source>
        <translation>&amp;Titel kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;arXiv Id</source>
        <translation>&amp;arXiv-Kennung kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;DOI</source>
        <translation>&amp;DOI kopieren</translation>
    </message>
    <message>
        <source>Open the Citing Paper&apos;s &amp;Record</source>
        <translation>&amp;Nachweis der zitierenden Arbeit öffnen</translation>
    </message>
    <message>
        <source>Open the Cited Paper&apos;s &amp;Record</source>
        <translation>&amp;Nachweis der zitierten Arbeit öffnen</translation>
    </message>
    <message>
        <source>Open in &amp;New Tab</source>
        <translation>In n&amp;euem Tab öffnen</translation>
    </message>
    <message>
        <source>no Pith link: cannot be followed</source>
        <translation>kein Pith-Link: nicht verfolgbar</translation>
    </message>
    <message>
        <source>not a Pith paper link: not followed</source>
        <translation>kein Pith-Link zu einer Arbeit: wird nicht verfolgt</translation>
    </message>
    <message>
        <source>&amp;Show Only &quot;%1&quot;</source>
        <translation>N&amp;ur „%1“ anzeigen</translation>
    </message>
    <message>
        <source>&amp;Hide &quot;%1&quot;</source>
        <translation>„%1“ aus&amp;blenden</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>Filter &amp;leeren</translation>
    </message>
    <message>
        <source>Cached copy, fetched %1.</source>
        <translation>Zwischengespeicherte Kopie, abgerufen %1.</translation>
    </message>
    <message>
        <source>Cached copy, fetched %1. The network could not be used: %2</source>
        <translation>Zwischengespeicherte Kopie, abgerufen %1. Das Netzwerk war nicht nutzbar: %2</translation>
    </message>
    <message>
        <source>Copy Rows Ra&amp;w</source>
        <translation>Zeilen &amp;roh kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows without the apostrophe that keeps a spreadsheet from running a cell as a formula</source>
        <translation>Die ausgewählten Zeilen ohne den Apostroph kopieren, der eine Tabellenkalkulation davon abhält, eine Zelle als Formel auszuführen</translation>
    </message>
    <message>
        <source>%1 on references, %2 not joined</source>
        <translation>%1 an Referenzen, %2 nicht zugeordnet</translation>
    </message>
    <message>
        <source>No shown reference is unresolved and unreviewed.</source>
        <translation>Keine angezeigte Referenz ist zugleich nicht aufgelöst und ungeprüft.</translation>
    </message>
    <message>
        <source>Filtered to observations whose notice has the event “%1”</source>
        <extracomment>Status bar after a click on the header&apos;s notice line; %1 the event type&apos;s name</extracomment>
        <translation>Gefiltert auf Beobachtungen, deren Hinweis das Ereignis „%1“ hat</translation>
    </message>
</context>
<context>
    <name>pith::ui::ReportRenderer</name>
    <message>
        <source>there is no record to export</source>
        <translation>es gibt keinen Nachweis zum Exportieren</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>Drucken fehlgeschlagen</translation>
    </message>
    <message>
        <source>The report could not be printed.</source>
        <translation>Der Bericht konnte nicht gedruckt werden.</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Bericht drucken</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>No observation is selected.</source>
        <translation>Keine Beobachtung ist ausgewählt.</translation>
    </message>
    <message>
        <source>Paper Citation Record report</source>
        <extracomment>Small heading above the paper title in the printed report</extracomment>
        <translation>Bericht zum Zitationsnachweis (Paper Citation Record)</translation>
    </message>
    <message>
        <source>(untitled paper)</source>
        <translation>(Arbeit ohne Titel)</translation>
    </message>
    <message>
        <source>as of %1</source>
        <extracomment>%1 is a date, %2 the exact RFC 3339 time it comes from</extracomment>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>Stand %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Observations: all %Ln</source>
        <translation>
            <numerusform>Beobachtungen: alle %Ln</numerusform>
            <numerusform>Beobachtungen: alle %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Observations: %1 of %2 shown</source>
        <extracomment>%1 selected rows, %2 all rows of the record</extracomment>
        <translation>Beobachtungen: %1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>Query: none (no filter)</source>
        <translation>Abfrage: keine (kein Filter)</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>Abfrage: %1</translation>
    </message>
    <message>
        <source>Context digest: not stated</source>
        <translation>Kontextprüfsumme: nicht angegeben</translation>
    </message>
    <message>
        <source>Context digest: %1</source>
        <translation>Kontextprüfsumme: %1</translation>
    </message>
    <message>
        <source>Recomputed: %1</source>
        <translation>Neu berechnet: %1</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Reference resolution</source>
        <translation>Auflösung der Referenzen</translation>
    </message>
    <message>
        <source>Dir.</source>
        <extracomment>Report table header: outbound or inbound (abbreviated)</extracomment>
        <translation>Richt.</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Report table header: reference number in the citing paper&apos;s bibliography</extracomment>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Cited or citing work</source>
        <extracomment>Report table header: the paper on the other end of the citation</extracomment>
        <translation>Zitiertes oder zitierendes Werk</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Report table header: resolution status</extracomment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Resolver</source>
        <translation>Auflöser</translation>
    </message>
    <message>
        <source>Notice</source>
        <extracomment>Report table header: standing notice (retractions, corrections)</extracomment>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Digest</source>
        <extracomment>Report table header: whether the observation digest verifies</extracomment>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>out</source>
        <extracomment>Report table: an outbound observation (this paper cites the work), abbreviated</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>in</source>
        <comment>inbound observation</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>(untitled work)</source>
        <translation>(Werk ohne Titel)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>digest</comment>
        <extracomment>Report table: the observation digest verifies / does not</extracomment>
        <translation>ok</translation>
    </message>
    <message>
        <source>BAD</source>
        <comment>digest</comment>
        <translation>FALSCH</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>Footer of every report page; %1 page number, %2 page count</extracomment>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Pith Ledger %1  ·  exported %2</source>
        <extracomment>Report footer; %1 program version, %2 export time (UTC)</extracomment>
        <translation>Pith Ledger %1  ·  exportiert %2</translation>
    </message>
    <message>
        <source>there is no record to report on</source>
        <translation>es gibt keinen Nachweis für einen Bericht</translation>
    </message>
    <message>
        <source>the page is too small for the report</source>
        <translation>die Seite ist zu klein für den Bericht</translation>
    </message>
    <message>
        <source>cannot draw on the output device</source>
        <translation>auf das Ausgabegerät kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>eine neue Seite kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>der Export wurde abgebrochen</translation>
    </message>
    <message>
        <source>drawing the report failed</source>
        <translation>das Zeichnen des Berichts ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The audit reports no finding.</source>
        <translation>Die Prüfung meldet keinen Befund.</translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) not printed; pith-ledger-cli verify lists every one.</source>
        <extracomment>Under the report&apos;s findings list; %n findings not printed</extracomment>
        <translation>
            <numerusform>%n weiterer Befund nicht gedruckt; pith-ledger-cli verify listet alle auf.</numerusform>
            <numerusform>%n weitere Befunde nicht gedruckt; pith-ledger-cli verify listet alle auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Source: not recorded</source>
        <extracomment>Report footer; %1 the file path or URL the record was read from</extracomment>
        <translation>Quelle: nicht festgehalten</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>as_of: not stated</source>
        <extracomment>Report footer; %1 the record&apos;s as_of time as stated</extracomment>
        <translation>as_of: nicht angegeben</translation>
    </message>
    <message>
        <source>as_of %1</source>
        <translation>as_of %1</translation>
    </message>
    <message>
        <source>Pith integrity findings</source>
        <extracomment>Report section heading; %1 file or URL the findings came from</extracomment>
        <translation>Pith-Integritätsbefunde</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to the references below (marked in the table).</source>
        <extracomment>%n findings shown on their rows below</extracomment>
        <translation>
            <numerusform>%n Befund den Referenzen unten zugeordnet (in der Tabelle markiert).</numerusform>
            <numerusform>%n Befunde den Referenzen unten zugeordnet (in der Tabelle markiert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not joined to a reference (%n):</source>
        <translation>
            <numerusform>Keiner Referenz zugeordnet (%n):</numerusform>
            <numerusform>Keiner Referenz zugeordnet (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>More not printed; pith-ledger-cli summary --integrity lists every one.</source>
        <translation>Weitere nicht gedruckt; pith-ledger-cli summary --integrity listet alle auf.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <extracomment>Report table: the review&apos;s decision (or &quot;not reviewed&quot;) and its note</extracomment>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Drawing the report for the printer…</source>
        <translation>Der Bericht wird für den Drucker gezeichnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Drawing the report for the printer: %1 of %2 observations</source>
        <extracomment>the print progress dialog: %1 and %2 observation counts</extracomment>
        <translation>Der Bericht wird für den Drucker gezeichnet: %1 von %2 Beobachtungen</translation>
    </message>
    <message>
        <source>Coverage (%1)</source>
        <extracomment>PDF heading of the coverage lanes when not all are drawn: %1 &quot;shown 1,000 of 2,500&quot;</extracomment>
        <translation>Abdeckung (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%n)</source>
        <extracomment>Report section heading; %n the number of audit findings</extracomment>
        <translation>
            <numerusform>Prüfbefunde (%n)</numerusform>
            <numerusform>Prüfbefunde (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewController</name>
    <message>
        <source>Ref. %1: %2</source>
        <translation>Ref. %1: %2</translation>
    </message>
    <message>
        <source>Record note (your review&apos;s note on the whole record)</source>
        <translation>Notiz zum Nachweis (die Notiz Ihrer Prüfung zum ganzen Nachweis)</translation>
    </message>
    <message>
        <source>Review note on this observation</source>
        <translation>Prüfungsnotiz zu dieser Beobachtung</translation>
    </message>
    <message>
        <source>Mark &amp;Unreviewed</source>
        <translation>Als &amp;ungeprüft markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Confirmed</source>
        <translation>Als &amp;bestätigt markieren</translation>
    </message>
    <message>
        <source>Mark Needs &amp;Fix</source>
        <translation>Als &amp;korrekturbedürftig markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Not Resolvable</source>
        <translation>Als &amp;nicht auflösbar markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Disputed</source>
        <translation>Als &amp;strittig markieren</translation>
    </message>
    <message>
        <source>Mark the selected rows %1 (%2)</source>
        <extracomment>%1 a decision, %2 its key</extracomment>
        <translation>Die gewählten Zeilen als %1 markieren (%2)</translation>
    </message>
    <message>
        <source>Your review could not be saved: %1</source>
        <extracomment>%1 why the review file could not be written</extracomment>
        <translation>Ihre Prüfung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 by %2, %3</source>
        <extracomment>%1 decision, %2 reviewer, %3 date and time</extracomment>
        <translation>%1 von %2, %3</translation>
    </message>
    <message>
        <source>The observation changed since it was reviewed: not counted as reviewed until looked at again.</source>
        <translation>Die Beobachtung hat sich seit der Prüfung geändert: Sie gilt als ungeprüft, bis sie erneut angesehen wird.</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %1 of %2 shown</source>
        <extracomment>review progress: %1 rows with a decision, %2 rows shown (the plural follows %2)</extracomment>
        <translation>
            <numerusform>%1 von %2 angezeigten geprüft</numerusform>
            <numerusform>%1 von %2 angezeigten geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: %1 (changed since reviewed: press its key again to confirm it)</source>
        <extracomment>%1 the decision taken before the observation changed</extracomment>
        <translation>Prüfung: %1 (seit der Prüfung geändert: zum Bestätigen die Taste erneut drücken)</translation>
    </message>
    <message>
        <source>Review: not reviewed (keys 1-5 decide)</source>
        <translation>Prüfung: nicht geprüft (Tasten 1–5 entscheiden)</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n row(s) %1</source>
        <extracomment>status bar: %1 a decision, %n how many rows</extracomment>
        <translation>
            <numerusform>%n Zeile als %1 markiert</numerusform>
            <numerusform>%n Zeilen als %1 markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message numerus="yes">
        <source>Took in %1: %n decision(s) or note(s) added, no conflicts.</source>
        <extracomment>%1 the colleague&apos;s review file, %n entries taken from it</extracomment>
        <translation>
            <numerusform>%1 übernommen: %n Entscheidung oder Notiz hinzugefügt, keine Konflikte.</numerusform>
            <numerusform>%1 übernommen: %n Entscheidungen oder Notizen hinzugefügt, keine Konflikte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was taken in from %1.</source>
        <translation>Aus %1 wurde nichts übernommen.</translation>
    </message>
    <message>
        <source>Took in %1.</source>
        <translation>%1 übernommen.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <extracomment>%1 decision, %2 reviewer</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 decision, %2 date and time</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <extracomment>%1 the decision, who took it and when (&quot;needs fix by Ada, 03/12/2026 10:00&quot;)</extracomment>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>&amp;Carry Over</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>Start &amp;Empty</source>
        <translation>&amp;Leer beginnen</translation>
    </message>
    <message>
        <source>Took in the decisions saved to %1 elsewhere</source>
        <extracomment>status bar: %1 the review file, which another window or program wrote</extracomment>
        <translation>Anderswo in %1 gespeicherte Entscheidungen übernommen</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) or note(s) from %1 apply to this copy.</source>
        <translation>
            <numerusform>%n Entscheidung oder Notiz aus %1 gilt für diese Kopie.</numerusform>
            <numerusform>%n Entscheidungen oder Notizen aus %1 gelten für diese Kopie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record note of %1 applies to this copy.</source>
        <translation>Die Notiz zum Nachweis aus %1 gilt für diese Kopie.</translation>
    </message>
    <message>
        <source>Carry review over</source>
        <extracomment>Undo/redo text: the decisions of another copy&apos;s review taken in</extracomment>
        <translation>Prüfung übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>Review carried over from the copy of %1: %n decision(s) to look at again (review:stale)</source>
        <extracomment>status bar: review decisions taken over from the older copy of the paper (%1 its date); %n how many of them are to be looked at again because their observation changed</extracomment>
        <translation>
            <numerusform>Prüfung aus der Kopie vom %1 übernommen: %n Entscheidung erneut ansehen (review:stale)</numerusform>
            <numerusform>Prüfung aus der Kopie vom %1 übernommen: %n Entscheidungen erneut ansehen (review:stale)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewMenu</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Save Revie&amp;w As…</source>
        <translation>Prüfung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Write this record&apos;s review to a file, to hand it to a colleague; your decisions are then kept there</source>
        <translation>Die Prüfung dieses Nachweises in eine Datei schreiben, um sie weiterzugeben; Ihre Entscheidungen werden dann dort gespeichert</translation>
    </message>
    <message>
        <source>Open Rev&amp;iew…</source>
        <translation>Prüfung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Take in a colleague&apos;s review of this paper: merged into yours</source>
        <translation>Die Prüfung dieser Arbeit durch eine Kollegin oder einen Kollegen übernehmen: mit Ihrer zusammengeführt</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>Mark &amp;Unreviewed</source>
        <translation>Als &amp;ungeprüft markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Confirmed</source>
        <translation>Als &amp;bestätigt markieren</translation>
    </message>
    <message>
        <source>Mark Needs &amp;Fix</source>
        <translation>Als &amp;korrekturbedürftig markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Not Resolvable</source>
        <translation>Als &amp;nicht auflösbar markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Disputed</source>
        <translation>Als &amp;strittig markieren</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>tooltip of Edit &gt; Undo: %1 what it undoes (&quot;Decision &quot;confirmed&quot;&quot;)</extracomment>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Save Review As</source>
        <translation>Prüfung speichern unter</translation>
    </message>
    <message>
        <source>Pith Ledger reviews (*.review.json);;JSON files (*.json)</source>
        <translation>Pith-Ledger-Prüfungen (*.review.json);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>The review was not saved: %1</source>
        <extracomment>%1 why the review could not be written</extracomment>
        <translation>Die Prüfung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Review saved in %1; your decisions are kept there from now on.</source>
        <translation>Prüfung in %1 gespeichert; Ihre Entscheidungen werden ab jetzt dort gespeichert.</translation>
    </message>
    <message>
        <source>Take In a Review</source>
        <translation>Prüfung übernehmen</translation>
    </message>
    <message>
        <source>The review was not taken in: %1</source>
        <extracomment>%1 why the review file was refused (it names the file)</extracomment>
        <translation>Die Prüfung wurde nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewMergeDialog</name>
    <message>
        <source>note: “%1”</source>
        <extracomment>a review note quoted in the merge dialog</extracomment>
        <translation>Notiz: „%1“</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <extracomment>who decided and when, in the merge dialog</extracomment>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Take in a Review</source>
        <translation>Prüfung übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>%1 and your review disagree on %n item(s). Choose the version to keep for each; the other decisions of both are combined.</source>
        <extracomment>%1 the colleague&apos;s review file, %n how many observations both changed differently</extracomment>
        <translation>
            <numerusform>%1 und Ihre Prüfung weichen in %n Punkt voneinander ab. Wählen Sie die Fassung, die bleiben soll; die übrigen Entscheidungen beider werden zusammengeführt.</numerusform>
            <numerusform>%1 und Ihre Prüfung weichen in %n Punkten voneinander ab. Wählen Sie je die Fassung, die bleiben soll; die übrigen Entscheidungen beider werden zusammengeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record note</source>
        <translation>Notiz zum Nachweis</translation>
    </message>
    <message>
        <source>Mine: %1</source>
        <translation>Meine: %1</translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation>Die andere: %1</translation>
    </message>
    <message>
        <source>&amp;Take In</source>
        <translation>&amp;Übernehmen</translation>
    </message>
</context>
<context>
    <name>pith::ui::Settings</name>
    <message>
        <source>The settings file %1 was %2, not a regular file; it was set aside as %3 and a new one is written</source>
        <extracomment>%1 the settings file, %2 what it was (e.g. &quot;a symbolic link&quot;), %3 where it was moved</extracomment>
        <translation>Die Einstellungsdatei %1 war %2, keine gewöhnliche Datei; sie wurde als %3 beiseitegelegt und eine neue wird geschrieben</translation>
    </message>
    <message>
        <source>cannot write %1: the settings could not be prepared in %2</source>
        <extracomment>%1 the settings file</extracomment>
        <translation>%1 kann nicht geschrieben werden: die Einstellungen konnten in %2 nicht vorbereitet werden</translation>
    </message>
    <message>
        <source>The settings file %1 has %2 bytes, more than the %3 a settings file may have; it was set aside as %4 and a new one is written</source>
        <extracomment>%1 the settings file, %2 its size in bytes, %3 the largest size read, %4 where it was moved</extracomment>
        <translation>Die Einstellungsdatei %1 hat %2 Bytes, mehr als die %3, die eine Einstellungsdatei haben darf; sie wurde als %4 beiseitegelegt, und eine neue wird geschrieben</translation>
    </message>
</context>
<context>
    <name>pith::ui::StandingSourcesPanel</name>
    <message>
        <source>Standing sources</source>
        <translation>Ständige Quellen</translation>
    </message>
    <message>
        <source>(unnamed source)</source>
        <translation>(unbenannte Quelle)</translation>
    </message>
    <message>
        <source>%1, observed %2</source>
        <extracomment>A standing source and when it was checked; %2 a local date and time</extracomment>
        <translation>%1, beobachtet %2</translation>
    </message>
    <message>
        <source>Observed %1 (UTC)</source>
        <translation>Beobachtet %1 (UTC)</translation>
    </message>
    <message>
        <source>%1, observation time not stated</source>
        <translation>%1, Beobachtungszeit nicht angegeben</translation>
    </message>
    <message>
        <source>No standing source is recorded.</source>
        <translation>Es ist keine ständige Quelle verzeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more source(s) not listed</source>
        <translation>
            <numerusform>%Ln weitere Quelle nicht aufgeführt</numerusform>
            <numerusform>%Ln weitere Quellen nicht aufgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::StartPage</name>
    <message>
        <source>Pith Ledger</source>
        <translation>Pith Ledger</translation>
    </message>
    <message>
        <source>Browse Pith Paper Citation Records: what a paper cites, who cites it, how each reference was resolved, and whether every digest verifies.</source>
        <translation>Pith Paper Citation Records durchsehen: was eine Arbeit zitiert, wer sie zitiert, wie jede Referenz aufgelöst wurde und ob jede Prüfsumme stimmt.</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Record</source>
        <translation>Bei&amp;spielnachweis öffnen</translation>
    </message>
    <message>
        <source>The bundled record of arXiv:2509.00217 (21 outbound references)</source>
        <translation>Der mitgelieferte Nachweis von arXiv:2509.00217 (21 ausgehende Referenzen)</translation>
    </message>
    <message>
        <source>&amp;Open a File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open by arXiv &amp;Id or URL…</source>
        <translation>Über arXiv-&amp;Kennung oder URL öffnen…</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>&amp;Zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source>You can also drop record files on this window.</source>
        <translation>Nachweisdateien können auch auf dieses Fenster gezogen werden.</translation>
    </message>
    <message>
        <source>No recent files yet.</source>
        <translation>Noch keine zuletzt geöffneten Dateien.</translation>
    </message>
</context>
<context>
    <name>pith::ui::SummaryPanel</name>
    <message>
        <source>Coverage</source>
        <extracomment>Side panel heading: the record&apos;s coverage vector</extracomment>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Resolution breakdown</source>
        <extracomment>Side panel heading: counts per resolution state</extracomment>
        <translation>Aufschlüsselung der Auflösung</translation>
    </message>
    <message>
        <source>Standing sources</source>
        <extracomment>Side panel heading: sources checked for retractions and corrections</extracomment>
        <translation>Ständige Quellen</translation>
    </message>
    <message>
        <source>External citation measurements</source>
        <extracomment>Side panel heading</extracomment>
        <translation>Externe Zitationsmessungen</translation>
    </message>
    <message>
        <source>Click a state to filter the table to it</source>
        <translation>Einen Zustand anklicken, um die Tabelle darauf zu filtern</translation>
    </message>
    <message>
        <source>Coverage (%1)</source>
        <extracomment>Side panel heading when not all lanes are drawn: %1 &quot;shown 1,000 of 2,500&quot;</extracomment>
        <translation>Abdeckung (%1)</translation>
    </message>
    <message>
        <source>Resolution breakdown (%1)</source>
        <extracomment>Side panel heading when not every state is drawn: %1 &quot;shown 23 of 2,506&quot;</extracomment>
        <translation>Aufschlüsselung der Auflösung (%1)</translation>
    </message>
</context>
</TS>
