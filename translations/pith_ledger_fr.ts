<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>ExportText</name>
    <message>
        <source>writing failed</source>
        <translation>échec de l’écriture</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>échec de l’écriture&#xa0;: %1</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>l’export a été annulé</translation>
    </message>
    <message>
        <source>the record&apos;s file %1; nothing was written</source>
        <extracomment>%1 why, e.g. &quot;changed on disk since it was opened: open it again to see the record as it is now&quot;</extracomment>
        <translation>le fichier de l’enregistrement %1 ; rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>ObservationFilter</name>
    <message>
        <source>unterminated quote in &quot;%1&quot;</source>
        <translation>guillemet non fermé dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;-&quot; must be followed by a term to negate</source>
        <translation>«&#xa0;-&#xa0;» doit être suivi du terme à exclure</translation>
    </message>
    <message>
        <source>empty phrase</source>
        <translation>expression vide</translation>
    </message>
    <message>
        <source>missing key before &quot;:&quot; in &quot;%1&quot;</source>
        <translation>clé manquante avant «&#xa0;:&#xa0;» dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known keys: %2; put text with a colon in quotes)</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;» (clés connues&#xa0;: %2&#xa0;; mettez entre guillemets un texte contenant deux-points)</translation>
    </message>
    <message>
        <source>&quot;%1:&quot; needs at least one value</source>
        <translation>«&#xa0;%1:&#xa0;» demande au moins une valeur</translation>
    </message>
    <message>
        <source>empty value in &quot;%1&quot;</source>
        <translation>valeur vide dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 must be %2, not &quot;%3&quot;</source>
        <translation>%1 doit valoir %2, pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>bad %1 value &quot;%2&quot; (expected a number, a range such as 2019..2021, &gt;=N or &lt;=N%3)</source>
        <translation>valeur de %1 invalide&#xa0;: «&#xa0;%2&#xa0;» (attendu&#xa0;: un nombre, un intervalle comme 2019..2021, &gt;=N ou &lt;=N%3)</translation>
    </message>
    <message>
        <source>the %1 range &quot;%2&quot; is empty: its start is after its end</source>
        <translation>l’intervalle de %1 «&#xa0;%2&#xa0;» est vide&#xa0;: son début est après sa fin</translation>
    </message>
    <message>
        <source>%1 must be %2, not &quot;%3&quot;; did you mean %4?</source>
        <extracomment>%1 the key, %2 its values joined by &quot; or &quot;, %3 what was typed, %4 the nearest value</extracomment>
        <translation>%1 doit valoir %2, pas «&#xa0;%3&#xa0;»&#xa0;; vouliez-vous dire %4&#xa0;?</translation>
    </message>
    <message>
        <source>no state &quot;%1&quot;; did you mean %2?</source>
        <extracomment>%1 what was typed after status:, %2 the nearest state</extracomment>
        <translation>aucun état «&#xa0;%1&#xa0;»&#xa0;; vouliez-vous dire %2&#xa0;?</translation>
    </message>
    <message>
        <source>no state &quot;%1&quot; (states: %2)</source>
        <extracomment>%1 what was typed after status:, %2 the states, comma-separated</extracomment>
        <translation>aucun état «&#xa0;%1&#xa0;» (états&#xa0;: %2)</translation>
    </message>
    <message>
        <source>no notice state &quot;%1&quot;; did you mean %2?</source>
        <translation>aucun état d’avis «&#xa0;%1&#xa0;»&#xa0;; vouliez-vous dire %2&#xa0;?</translation>
    </message>
    <message>
        <source>no notice state &quot;%1&quot; (notice states: %2)</source>
        <translation>aucun état d’avis «&#xa0;%1&#xa0;» (états d’avis&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>ReviewFileText</name>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 the JSON type wanted (&quot;a string&quot;), %2 the one found</extracomment>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>not a date and time: &quot;%1&quot;</source>
        <extracomment>%1 the text found where a date and time was expected</extracomment>
        <translation>pas une date et heure&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not a Pith Ledger review (schema &quot;%1&quot; expected, found %2)</source>
        <extracomment>%1 the schema name wanted, %2 the one found</extracomment>
        <translation>pas une revue Pith Ledger (schéma «&#xa0;%1&#xa0;» attendu, %2 trouvé)</translation>
    </message>
    <message>
        <source>version %1 is not one this program reads (it reads %2)</source>
        <extracomment>%1 the version found, %2 the one this program reads</extracomment>
        <translation>ce programme ne lit pas la version %1 (il lit la %2)</translation>
    </message>
    <message>
        <source>required key missing</source>
        <translation>clé obligatoire absente</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot; (known: %2)</source>
        <extracomment>%1 the decision found, %2 the list of decisions the format knows</extracomment>
        <translation>décision inconnue «&#xa0;%1&#xa0;» (connues&#xa0;: %2)</translation>
    </message>
    <message>
        <source>observation &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an observation id</extracomment>
        <translation>l’observation «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1&#xa0;: pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a review file</source>
        <extracomment>%1 a file path, %2 its size in bytes</extracomment>
        <translation>%1&#xa0;: %2 octets, c’est trop pour un fichier de revue</translation>
    </message>
    <message>
        <source>the review is of arXiv:%1, this record is of arXiv:%2</source>
        <extracomment>%1 the paper the review file is of, %2 the paper of the open record</extracomment>
        <translation>la revue porte sur arXiv:%1, ce relevé sur arXiv:%2</translation>
    </message>
    <message>
        <source>the paper&apos;s arXiv id is empty</source>
        <translation>l’identifiant arXiv de l’article est vide</translation>
    </message>
</context>
<context>
    <name>SaveText</name>
    <message>
        <source>cannot write %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>that is the record being exported; choose another file</source>
        <translation>c’est l’enregistrement en cours d’export{NB}; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier indiqué</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; nothing was written</source>
        <extracomment>%1 is what the path is, e.g. &quot;a FIFO&quot;</extracomment>
        <translation>c’est %1, pas un fichier ordinaire&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>une FIFO (tube nommé)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>un lien symbolique</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>the system did not take all of the data</source>
        <translation>le système n’a pas accepté toutes les données</translation>
    </message>
    <message>
        <source>cannot move %1 out of the way: %2</source>
        <extracomment>%1 the original path, %2 the name it was moved to</extracomment>
        <translation>impossible de mettre %1 de côté&#xa0;: %2</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; it was not read</source>
        <extracomment>%1 is what the path is, e.g. &quot;a FIFO (named pipe)&quot;</extracomment>
        <translation>c’est %1, pas un fichier ordinaire&#xa0;; il n’a pas été lu</translation>
    </message>
    <message>
        <source>it became shorter while it was read</source>
        <translation>il a raccourci pendant sa lecture</translation>
    </message>
    <message>
        <source>it has %1 bytes, more than the %2 read; it was not read</source>
        <extracomment>%1 the file&apos;s size, %2 the most that is read (bytes)</extracomment>
        <translation>il fait %1 octets, plus que les %2 lus&#xa0;; il n’a pas été lu</translation>
    </message>
    <message>
        <source>is a symbolic link that loops back on itself</source>
        <translation>est un lien symbolique qui boucle sur lui-même</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which does not exist</source>
        <extracomment>%1 where the link points</extracomment>
        <translation>est un lien symbolique vers %1, qui n’existe pas</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>%1. The file is kept as it is, and not written to.</source>
        <extracomment>%1 the reason a review file could not be read (it names the file)</extracomment>
        <translation>%1. Le fichier est conservé tel quel et n’est pas modifié.</translation>
    </message>
    <message>
        <source>Your review is saved in %1.</source>
        <extracomment>%1 the file the review is now saved to</extracomment>
        <translation>Votre revue est enregistrée dans %1.</translation>
    </message>
    <message>
        <source>another tab of this window</source>
        <translation>un autre onglet de cette fenêtre</translation>
    </message>
    <message>
        <source>process %1 (%2) on %3</source>
        <extracomment>who holds a review file: %1 process id, %2 program name, %3 host name</extracomment>
        <translation>le processus %1 (%2) sur %3</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>programme inconnu</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <source>%1 cannot be written (its folder may be read-only); the review is shown but not changed until you save it elsewhere with File &gt; Save Review As</source>
        <extracomment>%1 the review file</extracomment>
        <translation>impossible d’écrire %1 (son dossier est peut-être en lecture seule)&#xa0;; la revue est affichée mais pas modifiée tant que vous ne l’enregistrez pas ailleurs avec Fichier &gt; Enregistrer la revue sous</translation>
    </message>
    <message>
        <source>%1 is %2, not a lock file; the review is shown but not changed until it is removed</source>
        <extracomment>%1 the lock file of a review, %2 what it is instead (&quot;a FIFO (named pipe)&quot;)</extracomment>
        <translation>%1 est %2, pas un fichier de verrou&#xa0;; la revue est affichée mais pas modifiée tant qu’il n’est pas supprimé</translation>
    </message>
    <message>
        <source>%1 is being written by %2; your changes are kept and saved with your next change</source>
        <extracomment>%1 the review file, %2 who writes it (&quot;process 4711 (pith-ledger) on host&quot;)</extracomment>
        <translation>%1 est en cours d’écriture par %2 ; vos modifications sont conservées et enregistrées avec votre prochaine modification</translation>
    </message>
    <message>
        <source>%1 cannot hold the program&apos;s locks (it is not a folder of yours); your changes are kept and saved with your next change</source>
        <extracomment>%1 the folder the program keeps its locks in</extracomment>
        <translation>%1 ne peut pas contenir les verrous du programme (ce n’est pas un dossier à vous) ; vos modifications sont conservées et enregistrées avec votre prochaine modification</translation>
    </message>
    <message>
        <source>%1 cannot be made; your changes are kept and saved with your next change</source>
        <extracomment>%1 the lock file of a review</extracomment>
        <translation>%1 ne peut pas être créé ; vos modifications sont conservées et enregistrées avec votre prochaine modification</translation>
    </message>
    <message>
        <source>%1 is not written: the review names no paper</source>
        <extracomment>%1 the review file</extracomment>
        <translation>%1 n’est pas écrit : la revue ne nomme aucun article</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Browse Pith Paper Citation Records.</source>
        <translation>Parcourir les Pith Paper Citation Records (relevés de citations).</translation>
    </message>
    <message>
        <source>Open the records, save a PNG of the window to FILE and exit.</source>
        <translation>Ouvrir les relevés, enregistrer une image PNG de la fenêtre dans FICHIER et quitter.</translation>
    </message>
    <message>
        <source>Fetch records from URL instead of the configured base.</source>
        <translation>Récupérer les relevés depuis URL au lieu de la base configurée.</translation>
    </message>
    <message>
        <source>Use language LANG (en, de, fr).</source>
        <translation>Utiliser la langue LANG (en, de, fr).</translation>
    </message>
    <message>
        <source>Record files, arXiv ids or URLs to open.</source>
        <translation>Fichiers de relevés, identifiants arXiv ou URL à ouvrir.</translation>
    </message>
    <message>
        <source>Load Pith&apos;s integrity findings for the record: a FILE, or auto to fetch them.</source>
        <translation>Charger les constats d’intégrité de Pith pour l’enregistrement : un fichier (FILE), ou auto pour les télécharger.</translation>
    </message>
</context>
<context>
    <name>pith::Audit</name>
    <message>
        <source>reference_resolution.displayed is %1 but the record has %2 outbound observations</source>
        <translation>reference_resolution.displayed vaut %1 mais l’enregistrement a %2 observations sortantes</translation>
    </message>
    <message>
        <source>the state counts add up to %1 but the record has %2 outbound observations</source>
        <translation>les comptes par état totalisent %1 mais l’enregistrement a %2 observations sortantes</translation>
    </message>
    <message>
        <source>state_counts gives %1 for %2 but %3 outbound observations are in that state</source>
        <translation>state_counts indique %1 pour %2 mais %3 observations sortantes sont dans cet état</translation>
    </message>
    <message>
        <source>%1 outbound observations are %2, a state state_counts does not list</source>
        <translation>%1 observations sortantes sont %2, un état que state_counts ne liste pas</translation>
    </message>
    <message>
        <source>%1 observations have the resolution state &quot;%2&quot;, which is not one of the six known states</source>
        <translation>%1 observations ont l’état de résolution « %2 », qui n’est pas l’un des six états connus</translation>
    </message>
    <message>
        <source>%1 references are displayed but the paper has only %2</source>
        <translation>%1 références sont affichées mais l’article n’en a que %2</translation>
    </message>
    <message>
        <source>%1 outbound observations exceed the outbound cap of %2</source>
        <translation>%1 observations sortantes dépassent le plafond sortant de %2</translation>
    </message>
    <message>
        <source>%1 inbound observations exceed the inbound cap of %2</source>
        <translation>%1 observations entrantes dépassent le plafond entrant de %2</translation>
    </message>
    <message>
        <source>coverage lane %1 gives %2 %3 but %4 is %5</source>
        <translation>la voie de couverture %1 indique %2 %3 mais %4 vaut %5</translation>
    </message>
    <message>
        <source>the displayed count</source>
        <translation>le nombre affiché</translation>
    </message>
    <message>
        <source>outbound plus inbound (%1 + %2)</source>
        <translation>sortantes plus entrantes (%1 + %2)</translation>
    </message>
    <message>
        <source>the inbound count</source>
        <translation>le nombre d’observations entrantes</translation>
    </message>
    <message>
        <source>the number of stored measurements</source>
        <translation>le nombre de mesures stockées</translation>
    </message>
    <message>
        <source>coverage lane %1 observed %2 of only %3</source>
        <translation>la voie de couverture %1 a observé %2 sur seulement %3</translation>
    </message>
    <message>
        <source>the thesis lists %1 outbound references but %2 are displayed</source>
        <translation>la thèse liste %1 références sortantes mais %2 sont affichées</translation>
    </message>
    <message>
        <source>the thesis gives %1 outbound references in all but the record gives %2</source>
        <translation>la thèse indique %1 références sortantes au total mais l’enregistrement en indique %2</translation>
    </message>
    <message>
        <source>the thesis lists %1 inbound observations but the record has %2</source>
        <translation>la thèse liste %1 observations entrantes mais l’enregistrement en a %2</translation>
    </message>
    <message>
        <source>the thesis does not state its counts in the usual wording</source>
        <translation>la thèse n’énonce pas ses comptes dans la formulation habituelle</translation>
    </message>
    <message>
        <source>the thesis names arXiv:%1 but the record is for %2</source>
        <translation>la thèse nomme arXiv:%1 mais l’enregistrement concerne %2</translation>
    </message>
    <message>
        <source>the thesis is dated %1 but as_of is %2</source>
        <translation>la thèse est datée du %1 mais as_of vaut %2</translation>
    </message>
    <message>
        <source>observation id %1 occurs more than once</source>
        <translation>l’identifiant d’observation %1 apparaît plusieurs fois</translation>
    </message>
    <message>
        <source>reference index %1 occurs more than once among outbound observations</source>
        <translation>l’index de référence %1 apparaît plusieurs fois parmi les observations sortantes</translation>
    </message>
    <message>
        <source>the record carries no context digest</source>
        <translation>l’enregistrement ne porte aucune empreinte de contexte</translation>
    </message>
    <message>
        <source>the record this subset was exported from did not match its context digest</source>
        <translation>l’enregistrement dont ce sous-ensemble a été exporté ne correspondait pas à son empreinte de contexte</translation>
    </message>
    <message>
        <source>the record this subset was exported from had observations whose digests did not match (%1)</source>
        <translation>l’enregistrement dont ce sous-ensemble a été exporté avait des observations dont les empreintes ne correspondaient pas (%1)</translation>
    </message>
    <message>
        <source>the record this subset was exported from failed its audit (errors: %1, warnings: %2)</source>
        <translation>l’enregistrement dont ce sous-ensemble a été exporté a échoué à son audit (erreurs : %1, avertissements : %2)</translation>
    </message>
    <message>
        <source>the record this subset was exported from had audit warnings (%1)</source>
        <translation>l’enregistrement dont ce sous-ensemble a été exporté avait des avertissements d’audit (%1)</translation>
    </message>
    <message>
        <source>the state counts add up to more than a 64-bit integer holds but the record has %1 outbound observations</source>
        <translation>les comptes par état totalisent plus qu’un entier de 64 bits ne peut contenir mais l’enregistrement a %1 observations sortantes</translation>
    </message>
    <message>
        <source>state_counts lists %1 states: the first %2 are compared with the observations one by one, the other %3 only in the total</source>
        <translation>state_counts liste %1 états : les %2 premiers sont comparés un à un aux observations, les %3 autres seulement dans le total</translation>
    </message>
    <message>
        <source>the coverage vector lists %1 lanes: the first %2 are compared with the record, the other %3 are only counted</source>
        <translation>le vecteur de couverture liste %1 voies : les %2 premières sont comparées à l’enregistrement, les %3 autres seulement comptées</translation>
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
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message numerus="yes">
        <source>the query is longer than %n characters</source>
        <translation>
            <numerusform>la requête dépasse %n caractère</numerusform>
            <numerusform>la requête dépasse %n caractères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n rules</source>
        <translation>
            <numerusform>plus de %n règle</numerusform>
            <numerusform>plus de %n règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rule %1: the name is longer than %n characters</source>
        <extracomment>%1 the rule&apos;s number (1-based)</extracomment>
        <translation>
            <numerusform>règle %1&#xa0;: le nom dépasse %n caractère</numerusform>
            <numerusform>règle %1&#xa0;: le nom dépasse %n caractères</numerusform>
        </translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;: column %3: %4</source>
        <extracomment>%1 the rule&apos;s number (1-based), %2 its name, %3 the column in its query, %4 the query parser&apos;s message</extracomment>
        <translation>règle %1 «&#xa0;%2&#xa0;»&#xa0;: colonne %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 what the file should hold there, %2 the JSON type found</extracomment>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;%1&quot; and &quot;rules&quot;; this is no colouring rules file</source>
        <translation>un objet avec «&#xa0;%1&#xa0;» et «&#xa0;rules&#xa0;» est attendu&#xa0;; ce n’est pas un fichier de règles de couleur</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; key; this is no colouring rules file</source>
        <translation>pas de clé «&#xa0;%1&#xa0;»&#xa0;; ce n’est pas un fichier de règles de couleur</translation>
    </message>
    <message>
        <source>version %1 is not known (this program reads version %2)</source>
        <translation>version %1 inconnue (ce programme lit la version %2)</translation>
    </message>
    <message>
        <source>an array of rules</source>
        <translation>un tableau de règles</translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters</source>
        <translation>
            <numerusform>plus long que %n caractère</numerusform>
            <numerusform>plus long que %n caractères</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <extracomment>%1 the column in the query, %2 the query parser&apos;s message</extracomment>
        <translation>colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no colour of the form #rrggbb</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une couleur de la forme #rrggbb</translation>
    </message>
    <message>
        <source>a colour of the form #rrggbb or null</source>
        <translation>une couleur de la forme #rrggbb ou null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1&#xa0;: pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; colouring rules are small files</source>
        <translation>%1&#xa0;: plus de %2 octets&#xa0;; les règles de couleur sont de petits fichiers</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>pith::Direction</name>
    <message>
        <source>outbound</source>
        <comment>direction of an observation</comment>
        <translation>sortante</translation>
    </message>
    <message>
        <source>inbound</source>
        <comment>direction of an observation</comment>
        <translation>entrante</translation>
    </message>
</context>
<context>
    <name>pith::EventCheck</name>
    <message>
        <source>not a public key (PEM, or base64 of 32 raw bytes or of DER)</source>
        <translation>pas une clé publique (PEM, ou base64 de 32 octets bruts ou de DER)</translation>
    </message>
    <message>
        <source>not an Ed25519 key</source>
        <translation>pas une clé Ed25519</translation>
    </message>
    <message>
        <source>the signature is not base64</source>
        <translation>la signature n’est pas en base64</translation>
    </message>
    <message>
        <source>the event has no payload</source>
        <translation>l’événement n’a pas de charge utile</translation>
    </message>
    <message>
        <source>payload digest matches the record recipe</source>
        <translation>l’empreinte de la charge utile correspond à la recette des enregistrements</translation>
    </message>
    <message>
        <source>payload digest computed differently (Pith has not published this recipe)</source>
        <translation>empreinte de la charge utile calculée autrement (Pith n’a pas publié cette recette)</translation>
    </message>
    <message>
        <source>no signature</source>
        <translation>pas de signature</translation>
    </message>
    <message>
        <source>Ed25519 signature present, not checked (no public key for %1 in the preferences)</source>
        <extracomment>%1 the signing key id</extracomment>
        <translation>signature Ed25519 présente, non vérifiée (aucune clé publique pour %1 dans les préférences)</translation>
    </message>
    <message>
        <source>Ed25519 signature verifies with the key added for %1, over the payload in the record recipe (Pith has not published what it signs)</source>
        <translation>la signature Ed25519 se vérifie avec la clé ajoutée pour %1, sur la charge utile selon la recette des enregistrements (Pith n’a pas publié ce qu’il signe)</translation>
    </message>
    <message>
        <source>Ed25519 signature does not verify with the key added for %1 over the payload in the record recipe (Pith has not published what it signs, so it may sign other bytes)</source>
        <translation>la signature Ed25519 ne se vérifie pas avec la clé ajoutée pour %1 sur la charge utile selon la recette des enregistrements (Pith n’a pas publié ce qu’il signe ; il peut signer d’autres octets)</translation>
    </message>
    <message>
        <source>Ed25519 signature not checked: %1</source>
        <translation>signature Ed25519 non vérifiée : %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>événement %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>Ed25519 signature present, not checked (the event names no signing key)</source>
        <translation>signature Ed25519 présente, non vérifiée (l’événement ne nomme aucune clé de signature)</translation>
    </message>
</context>
<context>
    <name>pith::ExportSubset</name>
    <message>
        <source>d MMMM yyyy</source>
        <extracomment>Date format for long dates (QLocale format: d day, MMMM month name, yyyy year); German &quot;d. MMMM yyyy&quot;</extracomment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message numerus="yes">
        <source>Subset of arXiv:%1 (%2 of %n observation(s)), exported %3</source>
        <extracomment>%1 arXiv id, %2 selected observations, %n the source&apos;s observations, %3 the export date</extracomment>
        <translation>
            <numerusform>Sous-ensemble de arXiv:%1 (%2 sur %n observation), exporté le %3</numerusform>
            <numerusform>Sous-ensemble de arXiv:%1 (%2 sur %n observations), exporté le %3</numerusform>
        </translation>
    </message>
    <message>
        <source> without a query</source>
        <translation> sans requête</translation>
    </message>
    <message>
        <source> with query `%1`</source>
        <translation> avec la requête `%1`</translation>
    </message>
    <message>
        <source>; the source stated no context digest.</source>
        <translation> ; la source n’indiquait aucune empreinte de contexte.</translation>
    </message>
    <message>
        <source>; the source&apos;s context digest was %1.</source>
        <translation> ; l’empreinte de contexte de la source était %1.</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityFacts</name>
    <message>
        <source>Pith integrity findings on the row: a severity, a finding type, any, none or rescinded</source>
        <translation>constats d’intégrité de Pith sur la ligne : une gravité, un type de constat, any, none ou rescinded</translation>
    </message>
    <message>
        <source>rows with a live finding by this Pith integrity detector</source>
        <translation>lignes avec un constat en vigueur de ce détecteur d’intégrité de Pith</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityFile</name>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 the expected type (&quot;a string&quot;), %2 the type found</extracomment>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation>entier hors limites</translation>
    </message>
    <message>
        <source>is %1 bytes, more than the %2 bytes an integrity file may have: not read</source>
        <translation>fait %1 octets, plus que les %2 octets qu’un fichier d’intégrité peut avoir : non lu</translation>
    </message>
    <message>
        <source>is empty, not an integrity file</source>
        <translation>est vide, pas un fichier d’intégrité</translation>
    </message>
    <message>
        <source>is not JSON</source>
        <translation>n’est pas du JSON</translation>
    </message>
    <message>
        <source>is a directory, not an integrity file</source>
        <translation>est un dossier, pas un fichier d’intégrité</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket), not an integrity file</source>
        <translation>n’est pas un fichier ordinaire (un périphérique, un tube ou une socket), pas un fichier d’intégrité</translation>
    </message>
    <message>
        <source>reports a size of 0 but has content: a file the system generates (as in /proc), not an integrity file</source>
        <translation>indique une taille de 0 mais a un contenu : un fichier généré par le système (comme dans /proc), pas un fichier d’intégrité</translation>
    </message>
</context>
<context>
    <name>pith::IntegrityJoinText</name>
    <message>
        <source>joined by DOI</source>
        <translation>rattaché par DOI</translation>
    </message>
    <message>
        <source>joined by arXiv id</source>
        <translation>rattaché par identifiant arXiv</translation>
    </message>
    <message>
        <source>joined by reference number</source>
        <translation>rattaché par numéro de référence</translation>
    </message>
    <message>
        <source>ref_index is taken as the record&apos;s reference number: the findings joined by identifier disagree on how the two are numbered (Pith has not published whether ref_index counts from 0 or 1)</source>
        <translation>ref_index est pris comme numéro de référence de l’enregistrement : les constats rattachés par identifiant divergent sur la numérotation (Pith n’a pas publié si ref_index compte à partir de 0 ou de 1)</translation>
    </message>
    <message numerus="yes">
        <source>ref_index is read as reference number ref_index + %1, as %n finding(s) joined by identifier show (Pith has not published whether ref_index counts from 0 or 1)</source>
        <extracomment>%1 the number added, %2 how many findings showed it</extracomment>
        <translation>
            <numerusform>ref_index est lu comme le numéro de référence ref_index + %1, comme le montre %n constat rattaché par identifiant (Pith n’a pas publié si ref_index compte à partir de 0 ou de 1)</numerusform>
            <numerusform>ref_index est lu comme le numéro de référence ref_index + %1, comme le montrent %n constats rattachés par identifiant (Pith n’a pas publié si ref_index compte à partir de 0 ou de 1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ref_index is read as the record&apos;s reference number, as %n finding(s) joined by identifier show</source>
        <translation>
            <numerusform>ref_index est lu comme le numéro de référence de l’enregistrement, comme le montre %n constat rattaché par identifiant</numerusform>
            <numerusform>ref_index est lu comme le numéro de référence de l’enregistrement, comme le montrent %n constats rattachés par identifiant</numerusform>
        </translation>
    </message>
    <message>
        <source>ref_index is taken as the record&apos;s reference number (Pith has not published whether it counts from 0 or 1; no finding joined by identifier shows it)</source>
        <translation>ref_index est pris comme numéro de référence de l’enregistrement (Pith n’a pas publié s’il compte à partir de 0 ou de 1 ; aucun constat rattaché par identifiant ne le montre)</translation>
    </message>
    <message numerus="yes">
        <source>%n references cite the DOI %1 and the finding names no reference number</source>
        <extracomment>%1 a DOI, %n how many references cite it</extracomment>
        <translation>
            <numerusform>%n référence cite le DOI %1 et le constat ne nomme aucun numéro de référence</numerusform>
            <numerusform>%n références citent le DOI %1 et le constat ne nomme aucun numéro de référence</numerusform>
        </translation>
    </message>
    <message>
        <source>no reference in this record cites the DOI %1, and the finding names no reference number</source>
        <translation>aucune référence de cet enregistrement ne cite le DOI %1, et le constat ne nomme aucun numéro de référence</translation>
    </message>
    <message>
        <source>no reference in this record cites arXiv:%1, and the finding names no reference number</source>
        <translation>aucune référence de cet enregistrement ne cite arXiv:%1, et le constat ne nomme aucun numéro de référence</translation>
    </message>
    <message>
        <source>names no reference (about the paper as a whole)</source>
        <translation>ne nomme aucune référence (concerne l’article dans son ensemble)</translation>
    </message>
    <message>
        <source>ref_index %1 (reference %2) names no outbound reference of this record</source>
        <extracomment>%1 ref_index as in the file, %2 the reference number it was read as</extracomment>
        <translation>ref_index %1 (référence %2) ne nomme aucune référence sortante de cet enregistrement</translation>
    </message>
    <message>
        <source>contradiction: the finding names the DOI %2, but reference %1 cites %3</source>
        <extracomment>%1 reference number, %2 and %3 DOIs</extracomment>
        <translation>contradiction : le constat nomme le DOI %2, mais la référence %1 cite %3</translation>
    </message>
    <message>
        <source>contradiction: the finding names arXiv:%2, but reference %1 cites arXiv:%3</source>
        <translation>contradiction : le constat nomme arXiv:%2, mais la référence %1 cite arXiv:%3</translation>
    </message>
    <message>
        <source>contradiction: reference %1 does not cite the identifier the finding names</source>
        <translation>contradiction : la référence %1 ne cite pas l’identifiant que nomme le constat</translation>
    </message>
    <message>
        <source>Pith integrity: %1 critical, %2 advisory, %3 informational</source>
        <extracomment>%1 %2 %3 counts of live findings by severity</extracomment>
        <translation>Intégrité Pith : %1 critique, %2 avertissement, %3 informatif</translation>
    </message>
    <message numerus="yes">
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n retiré</numerusform>
            <numerusform>%n retirés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n detector(s) run</source>
        <translation>
            <numerusform>%n détecteur exécuté</numerusform>
            <numerusform>%n détecteurs exécutés</numerusform>
        </translation>
    </message>
    <message>
        <source>(latest %1)</source>
        <translation>(dernier %1)</translation>
    </message>
    <message>
        <source>clean, as Pith says</source>
        <translation>propre, selon Pith</translation>
    </message>
    <message numerus="yes">
        <source>Pith calls it clean, yet lists %n critical or advisory finding(s)</source>
        <extracomment>%n live critical and advisory findings the same file lists</extracomment>
        <translation>
            <numerusform>Pith le dit propre, mais liste %n constat critique ou consultatif</numerusform>
            <numerusform>Pith le dit propre, mais liste %n constats critiques ou consultatifs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::IntegrityText</name>
    <message>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>informational</source>
        <translation>informatif</translation>
    </message>
    <message>
        <source>no severity</source>
        <translation>sans gravité</translation>
    </message>
    <message>
        <source>incontrovertible</source>
        <translation>incontestable</translation>
    </message>
    <message>
        <source>cross-source</source>
        <translation>multi-sources</translation>
    </message>
    <message>
        <source>threshold with margin</source>
        <translation>seuil avec marge</translation>
    </message>
    <message>
        <source>rescinded</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>unresolvable identifier</source>
        <translation>identifiant non résolvable</translation>
    </message>
    <message>
        <source>recoverable identifier</source>
        <translation>identifiant récupérable</translation>
    </message>
    <message>
        <source>broken identifier</source>
        <translation>identifiant défectueux</translation>
    </message>
    <message>
        <source>identifier and title disagree</source>
        <translation>l’identifiant et le titre divergent</translation>
    </message>
    <message>
        <source>dead link</source>
        <translation>lien mort</translation>
    </message>
    <message>
        <source>dead code link</source>
        <translation>lien de code mort</translation>
    </message>
    <message>
        <source>AI language model disclaimer</source>
        <translation>avertissement d’un modèle de langage d’IA</translation>
    </message>
    <message>
        <source>finding of unstated type</source>
        <translation>constat de type non précisé</translation>
    </message>
    <message>
        <source>rescinded, was %1</source>
        <extracomment>a withdrawn integrity finding; %1 the severity it had</extracomment>
        <translation>retiré, était %1</translation>
    </message>
</context>
<context>
    <name>pith::Language</name>
    <message>
        <source>  --lang LANG               use language LANG (%1) instead of the system&apos;s
</source>
        <translation>  --lang LANGUE             utiliser la langue LANGUE (%1) au lieu de celle du système
</translation>
    </message>
    <message>
        <source>the option --lang needs a value, such as de or fr</source>
        <translation>l’option --lang demande une valeur, par exemple de ou fr</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (available: %2)</source>
        <translation>langue inconnue «&#xa0;%1&#xa0;» (disponibles&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>pith::NoticeEvent</name>
    <message>
        <source>retraction</source>
        <extracomment>Standing-notice event types (a cited work was retracted, corrected, ...)</extracomment>
        <translation>rétractation</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>expression of concern</source>
        <translation>expression de préoccupation</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>retrait</translation>
    </message>
    <message>
        <source>erratum</source>
        <translation>erratum</translation>
    </message>
    <message>
        <source>event of unstated type</source>
        <extracomment>A standing-notice event that states no type</extracomment>
        <translation>événement de type non précisé</translation>
    </message>
    <message>
        <source>reported by %1</source>
        <extracomment>Standing-notice event: the source that reports it</extracomment>
        <translation>signalé par %1</translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Cite %Ln œuvre avec un événement d’avis de type non précisé</numerusform>
            <numerusform>Cite %Ln œuvres avec un événement d’avis de type non précisé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Cité par %Ln œuvre avec un événement d’avis de type non précisé</numerusform>
            <numerusform>Cité par %Ln œuvres avec un événement d’avis de type non précisé</numerusform>
        </translation>
    </message>
    <message>
        <source>no event</source>
        <extracomment>Notice column and report: the named sources were queried and report no event</extracomment>
        <translation>aucun événement</translation>
    </message>
    <message>
        <source>unavailable</source>
        <extracomment>Notice column and report: the notice could not be measured</extracomment>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>%1 of %2 events shown; the others are counted, not read</source>
        <extracomment>A standing notice with very many events: %1 events read of %2 in all (numbers with digit grouping)</extracomment>
        <translation>%1 événements affichés sur %2 ; les autres sont comptés, non lus</translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a retraction notice</source>
        <extracomment>Record header, PDF and CLI summary: %Ln cited (Cites) or citing (Cited by) works</extracomment>
        <translation>
            <numerusform>Cite %Ln œuvre faisant l’objet d’une rétractation</numerusform>
            <numerusform>Cite %Ln œuvres faisant l’objet d’une rétractation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a retraction notice</source>
        <translation>
            <numerusform>Cité par %Ln œuvre faisant l’objet d’une rétractation</numerusform>
            <numerusform>Cité par %Ln œuvres faisant l’objet d’une rétractation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Cite %Ln œuvre faisant l’objet d’une correction</numerusform>
            <numerusform>Cite %Ln œuvres faisant l’objet d’une correction</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Cité par %Ln œuvre faisant l’objet d’une correction</numerusform>
            <numerusform>Cité par %Ln œuvres faisant l’objet d’une correction</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Cite %Ln œuvre faisant l’objet d’une expression de préoccupation</numerusform>
            <numerusform>Cite %Ln œuvres faisant l’objet d’une expression de préoccupation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Cité par %Ln œuvre faisant l’objet d’une expression de préoccupation</numerusform>
            <numerusform>Cité par %Ln œuvres faisant l’objet d’une expression de préoccupation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Cite %Ln œuvre faisant l’objet d’un retrait</numerusform>
            <numerusform>Cite %Ln œuvres faisant l’objet d’un retrait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Cité par %Ln œuvre faisant l’objet d’un retrait</numerusform>
            <numerusform>Cité par %Ln œuvres faisant l’objet d’un retrait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Cite %Ln œuvre faisant l’objet d’un erratum</numerusform>
            <numerusform>Cite %Ln œuvres faisant l’objet d’un erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Cité par %Ln œuvre faisant l’objet d’un erratum</numerusform>
            <numerusform>Cité par %Ln œuvres faisant l’objet d’un erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice of type “%1”</source>
        <extracomment>%1 an event type the program does not know, as the record names it</extracomment>
        <translation>
            <numerusform>Cite %Ln œuvre avec un avis de type « %1 »</numerusform>
            <numerusform>Cite %Ln œuvres avec un avis de type « %1 »</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice of type “%1”</source>
        <translation>
            <numerusform>Cité par %Ln œuvre avec un avis de type « %1 »</numerusform>
            <numerusform>Cité par %Ln œuvres avec un avis de type « %1 »</numerusform>
        </translation>
    </message>
    <message>
        <source>measured</source>
        <comment>notice state</comment>
        <extracomment>Notice facet: the named sources were queried (with or without events)</extracomment>
        <translation>mesuré</translation>
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
        <translation>invalide</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Column header: outbound or inbound</extracomment>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Column header: the reference&apos;s number in the citing paper&apos;s bibliography</extracomment>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Column header: title of the paper on the other end of the citation</extracomment>
        <translation>Titre</translation>
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
        <translation>Année</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Column header: resolution status, e.g. verified fuzzy</extracomment>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Resolver</source>
        <extracomment>Column header: which resolver matched the reference</extracomment>
        <translation>Résolveur</translation>
    </message>
    <message>
        <source>Observed</source>
        <extracomment>Column header: when the resolution was observed</extracomment>
        <translation>Observée</translation>
    </message>
    <message>
        <source>Notice</source>
        <extracomment>Column header: standing notice state (retractions, corrections)</extracomment>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Column header: number of standing-notice events</extracomment>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Digest</source>
        <extracomment>Column header: whether the observation digest verifies</extracomment>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <extracomment>Findings column: the gravest finding&apos;s severity and how many more the row has</extracomment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Findings</source>
        <extracomment>Column header: Pith integrity findings on the reference (severity)</extracomment>
        <translation>Constats</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>Column header: the reviewer&apos;s decision and note marker (a review kept beside the record)</extracomment>
        <translation>Revue</translation>
    </message>
</context>
<context>
    <name>pith::Record</name>
    <message>
        <source>shown %1 of %2</source>
        <extracomment>A list a record holds very many of (coverage lanes, standing sources, source receipts, unknown keys): %1 kept and shown of %2 in all, the others only counted (numbers with digit grouping)</extracomment>
        <translation>%1 sur %2 affichés</translation>
    </message>
</context>
<context>
    <name>pith::RecordFile</name>
    <message>
        <source>no such file</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>is a directory, not a record file</source>
        <translation>est un dossier, pas un fichier de relevé</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket), not a record file</source>
        <translation>n’est pas un fichier ordinaire (périphérique, tube ou socket), pas un fichier de relevé</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>changed while it was read (%1 bytes when opened, %2 bytes now): open it again once it is complete</source>
        <translation>a été modifié pendant la lecture (%1 octets à l’ouverture, %2 octets maintenant)&#xa0;: rouvrez-le une fois complet</translation>
    </message>
    <message>
        <source>changed while it was read</source>
        <translation>a été modifié pendant la lecture</translation>
    </message>
    <message>
        <source>is UTF-16 or UTF-32 text, not UTF-8: a record file must be UTF-8 (convert it first)</source>
        <translation>est un texte UTF-16 ou UTF-32, pas UTF-8 : un fichier d’enregistrement doit être en UTF-8 (convertissez-le d’abord)</translation>
    </message>
    <message>
        <source>starts with NUL bytes: binary data (for example a file of zeros), not a record file</source>
        <translation>commence par des octets NUL : des données binaires (par exemple un fichier de zéros), pas un fichier d’enregistrement</translation>
    </message>
    <message>
        <source>does not start with &apos;{&apos; (its first byte is 0x%1): a record file holds one JSON object</source>
        <translation>ne commence pas par « { » (son premier octet est 0x%1) : un fichier d’enregistrement contient un objet JSON</translation>
    </message>
    <message>
        <source>is %1 bytes, more than the %2 bytes a record file may have: not opened</source>
        <translation>fait %1 octets, plus que les %2 octets qu’un fichier d’enregistrement peut avoir : non ouvert</translation>
    </message>
    <message>
        <source>reports a size of 0 but has content: a file the system generates (as in /proc), not a record file</source>
        <translation>indique une taille de 0 mais a un contenu : un fichier généré par le système (comme dans /proc), pas un fichier d’enregistrement</translation>
    </message>
    <message>
        <source>cannot be read: not enough memory for its %1 bytes</source>
        <translation>ne peut pas être lu : pas assez de mémoire pour ses %1 octets</translation>
    </message>
    <message>
        <source>changed on disk since it was opened: open it again to see the record as it is now</source>
        <translation>a changé sur le disque depuis son ouverture : rouvrez-le pour voir l’enregistrement tel qu’il est maintenant</translation>
    </message>
</context>
<context>
    <name>pith::RecordReader</name>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>un nombre à virgule</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>an unknown value</source>
        <translation>une valeur inconnue</translation>
    </message>
    <message>
        <source>required value is null</source>
        <translation>la valeur requise est null</translation>
    </message>
    <message>
        <source>unsupported schema &quot;%1&quot; (expected &quot;%2&quot;)</source>
        <translation>schéma «&#xa0;%1&#xa0;» non pris en charge (attendu&#xa0;: «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>an object (a coverage lane)</source>
        <translation>un objet (une voie de couverture)</translation>
    </message>
    <message>
        <source>an object (an observation)</source>
        <translation>un objet (une observation)</translation>
    </message>
    <message>
        <source>an object (a Paper Citation Record)</source>
        <translation>un objet (un relevé, Paper Citation Record)</translation>
    </message>
    <message>
        <source>required key &quot;%1&quot; is missing</source>
        <translation>la clé requise «&#xa0;%1&#xa0;» est absente</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation>entier hors limites</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot;: a digest over repeated keys is ambiguous</source>
        <translation>clé «&#xa0;%1&#xa0;» en double&#xa0;: une empreinte sur des clés répétées est ambiguë</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>attendu&#xa0;: un tableau</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file holds only white space</source>
        <translation>le fichier ne contient que des espaces</translation>
    </message>
    <message>
        <source>(this looks like an HTML page, not a JSON record)</source>
        <translation>(cela ressemble à une page HTML, pas à un relevé JSON)</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>imbrication de plus de %1 niveaux</translation>
    </message>
    <message>
        <source>number out of range: %1%2</source>
        <translation>nombre hors limites&#xa0;: %1%2</translation>
    </message>
    <message>
        <source>the file holds only a byte-order mark</source>
        <translation>le fichier ne contient qu’une marque d’ordre des octets (BOM)</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>la fin du fichier</translation>
    </message>
    <message>
        <source>%1 (a byte-order mark)</source>
        <extracomment>%1 U+FEFF</extracomment>
        <translation>%1 (une marque d’ordre des octets)</translation>
    </message>
    <message>
        <source>the byte 0x%1</source>
        <extracomment>%1 two hexadecimal digits</extracomment>
        <translation>l’octet 0x%1</translation>
    </message>
    <message>
        <source>expected a value (an object, array, string, number, true, false or null), found %1</source>
        <extracomment>%1 what the file holds there: &apos;x&apos;, U+0009, the end of the file</extracomment>
        <translation>attendu&#xa0;: une valeur (un objet, un tableau, une chaîne, un nombre, true, false ou null), trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected the literal %1, found %2</source>
        <extracomment>%1 the literal (true, false, null), %2 what the file holds there</extracomment>
        <translation>attendu&#xa0;: le littéral %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file ends inside the literal %1</source>
        <extracomment>%1 the literal (true, false, null)</extracomment>
        <translation>le fichier se termine au milieu du littéral %1</translation>
    </message>
    <message>
        <source>expected a digit after &apos;-&apos; in a number, found %1</source>
        <translation>attendu&#xa0;: un chiffre après &apos;-&apos; dans un nombre, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a digit after the decimal point of a number, found %1</source>
        <translation>attendu&#xa0;: un chiffre après le point décimal d’un nombre, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a digit in the exponent of a number, found %1</source>
        <translation>attendu&#xa0;: un chiffre dans l’exposant d’un nombre, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>a number cannot have a leading zero: found %1 after the 0</source>
        <translation>un nombre ne peut pas commencer par un zéro non significatif&#xa0;: %1 trouvé après le 0</translation>
    </message>
    <message>
        <source>expected the end of the number, found %1</source>
        <translation>attendu&#xa0;: la fin du nombre, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>the file ends inside a string (expected its closing &apos;&quot;&apos;)</source>
        <translation>le fichier se termine au milieu d’une chaîne (attendu&#xa0;: le &apos;&quot;&apos; fermant)</translation>
    </message>
    <message>
        <source>control character %1 in a string: it must be written as an escape</source>
        <extracomment>%1 a code point such as U+0009</extracomment>
        <translation>caractère de contrôle %1 dans une chaîne&#xa0;: il doit être écrit comme séquence d’échappement</translation>
    </message>
    <message>
        <source>expected an escape (\&quot; \\ \/ \b \f \n \r \t or \u) after the backslash, found %1</source>
        <translation>attendu&#xa0;: une séquence d’échappement (\&quot; \\ \/ \b \f \n \r \t ou \u) après la barre oblique inverse, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected four hexadecimal digits after \u, found %1</source>
        <translation>attendu&#xa0;: quatre chiffres hexadécimaux après \u, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>lone high surrogate \u%1: expected a low surrogate (\uDC00 to \uDFFF) right after it</source>
        <extracomment>%1 four hex digits</extracomment>
        <translation>substitut haut isolé \u%1&#xa0;: un substitut bas (\uDC00 à \uDFFF) est attendu juste après</translation>
    </message>
    <message>
        <source>lone low surrogate \u%1: expected a high surrogate (\uD800 to \uDBFF) right before it</source>
        <extracomment>%1 four hex digits</extracomment>
        <translation>substitut bas isolé \u%1&#xa0;: un substitut haut (\uD800 à \uDBFF) est attendu juste avant</translation>
    </message>
    <message>
        <source>ill-formed UTF-8: found %1</source>
        <translation>UTF-8 mal formé&#xa0;: %1 trouvé</translation>
    </message>
    <message>
        <source>expected a key in double quotes, found %1</source>
        <translation>attendu&#xa0;: une clé entre guillemets doubles, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;, found %2</source>
        <extracomment>%1 the key, %2 what the file holds there</extracomment>
        <translation>attendu&#xa0;: &apos;:&apos; après la clé «&#xa0;%1&#xa0;», trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of the key &quot;%1&quot;, found %2</source>
        <extracomment>%1 the key, %2 what the file holds there</extracomment>
        <translation>attendu&#xa0;: &apos;,&apos; ou &apos;}&apos; après la valeur de la clé «&#xa0;%1&#xa0;», trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after an element of an array, found %1</source>
        <translation>attendu&#xa0;: &apos;,&apos; ou &apos;]&apos; après un élément d’un tableau, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected the end of the file after the record, found %1</source>
        <translation>attendu&#xa0;: la fin du fichier après l’enregistrement, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected the end of the JSON value, found %1</source>
        <translation>attendu&#xa0;: la fin de la valeur JSON, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>not enough memory to read this record (%1 bytes)</source>
        <translation>pas assez de mémoire pour lire cet enregistrement (%1 octets)</translation>
    </message>
</context>
<context>
    <name>pith::RecordVerdict</name>
    <message>
        <source>error</source>
        <extracomment>Severity of an audit finding</extracomment>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>aucun constat</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
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
            <numerusform>%Ln observation en échec</numerusform>
            <numerusform>%Ln observations en échec</numerusform>
        </translation>
    </message>
    <message>
        <source>Context digest mismatch</source>
        <translation>Empreinte de contexte discordante</translation>
    </message>
    <message>
        <source>No context digest</source>
        <translation>Pas d’empreinte de contexte</translation>
    </message>
    <message numerus="yes">
        <source>Audit: %n warning(s)</source>
        <extracomment>Integrity badge: digests match, the audit found only warnings</extracomment>
        <translation>
            <numerusform>Audit : %n avertissement</numerusform>
            <numerusform>Audit : %n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>All digests verified</source>
        <translation>Toutes les empreintes vérifiées</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln observation digest(s) verify</source>
        <translation>
            <numerusform>L’empreinte de la seule observation (%Ln) est vérifiée</numerusform>
            <numerusform>Les %Ln empreintes d’observation sont toutes vérifiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %L1 observation digest(s) do not match</source>
        <extracomment>%Ln failing observations (the verb agrees with them), %L1 all observations</extracomment>
        <translation>
            <numerusform>%Ln empreinte d’observation sur %L1 ne correspond pas</numerusform>
            <numerusform>%Ln empreintes d’observation sur %L1 ne correspondent pas</numerusform>
        </translation>
    </message>
    <message>
        <source>the context digest verifies</source>
        <translation>l’empreinte de contexte est vérifiée</translation>
    </message>
    <message>
        <source>the context digest does not match</source>
        <translation>l’empreinte de contexte ne correspond pas</translation>
    </message>
    <message>
        <source>the context digest is missing</source>
        <translation>l’empreinte de contexte manque</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>%1 the observation digests&apos; verdict, %2 the context digest&apos;s</extracomment>
        <translation>%1 ; %2.</translation>
    </message>
    <message>
        <source>Audit failed: %1. %2</source>
        <extracomment>The audit failed; %1 the finding counts (&quot;5 errors&quot;), %2 the digests&apos; sentence</extracomment>
        <translation>Audit en échec : %1. %2</translation>
    </message>
    <message>
        <source>%1 Audit: %2.</source>
        <extracomment>%1 the digests&apos; sentence, %2 the finding counts (&quot;1 warning&quot;)</extracomment>
        <translation>%1 Audit : %2.</translation>
    </message>
    <message>
        <source>%1 Audit: no findings.</source>
        <translation>%1 Audit : aucun constat.</translation>
    </message>
    <message>
        <source>Subset: all digests verified</source>
        <extracomment>Integrity badge of a JSON subset exported by Pith Ledger whose observation digests all match</extracomment>
        <translation>Sous-ensemble : toutes les empreintes vérifiées</translation>
    </message>
    <message>
        <source>a subset has no context digest of its own</source>
        <translation>un sous-ensemble n’a pas d’empreinte de contexte propre</translation>
    </message>
    <message>
        <source>Audit failed: %1</source>
        <extracomment>Integrity badge: the audit found errors; %1 the finding counts (&quot;5 errors, 2 warnings&quot;), as the sentence says them</extracomment>
        <translation>Audit en échec : %1</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The name of this translation&apos;s language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;): tells a verdict worded in it from one worded in another</extracomment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>pith::ResolutionSummaryModel</name>
    <message>
        <source>State</source>
        <extracomment>Column header: a resolution state such as &quot;verified fuzzy&quot;</extracomment>
        <translation>État</translation>
    </message>
    <message>
        <source>Observations</source>
        <extracomment>Column header: outbound observations in this state</extracomment>
        <translation>Observations</translation>
    </message>
    <message>
        <source>Stated</source>
        <extracomment>Column header: the count the record&apos;s state_counts gives</extracomment>
        <translation>Déclaré</translation>
    </message>
</context>
<context>
    <name>pith::Review</name>
    <message>
        <source>unreviewed</source>
        <translation>non examiné</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmé</translation>
    </message>
    <message>
        <source>needs fix</source>
        <translation>à corriger</translation>
    </message>
    <message>
        <source>not resolvable</source>
        <translation>non résoluble</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contesté</translation>
    </message>
    <message>
        <source>changed since reviewed</source>
        <translation>modifié depuis l’examen</translation>
    </message>
    <message>
        <source>Decision &quot;%1&quot;</source>
        <extracomment>Undo/redo text; %1 is a decision (&quot;confirmed&quot;)</extracomment>
        <translation>Décision «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Decision &quot;%1&quot; on %n rows</source>
        <extracomment>Undo/redo text; %1 is a decision, %n how many rows it was applied to</extracomment>
        <translation>
            <numerusform>Décision «&#xa0;%1&#xa0;» sur %n ligne</numerusform>
            <numerusform>Décision «&#xa0;%1&#xa0;» sur %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Note</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Note</translation>
    </message>
    <message>
        <source>Record note</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Note sur le relevé</translation>
    </message>
    <message>
        <source>Merge review</source>
        <extracomment>Undo/redo text</extracomment>
        <translation>Fusion de revue</translation>
    </message>
    <message>
        <source>your review&apos;s decision: none (not reviewed or changed since), any, stale, or a decision</source>
        <extracomment>Filter help: what the review: key selects</extracomment>
        <translation>la décision de votre revue&#xa0;: none (non examiné ou modifié depuis), any, stale ou une décision</translation>
    </message>
    <message>
        <source>words in your review&apos;s note</source>
        <extracomment>Filter help: what the note: key selects</extracomment>
        <translation>des mots de la note de votre revue</translation>
    </message>
    <message>
        <source>Review:</source>
        <extracomment>Facet group label: review decision buttons follow</extracomment>
        <translation>Revue&#xa0;:</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <extracomment>Facet button: rows without a decision (or whose decision is stale)</extracomment>
        <translation>pas examiné</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %1 of %2 observations</source>
        <extracomment>review summary: %1 observations with a decision, %2 all, %3 counts per decision</extracomment>
        <translation>
            <numerusform>%1 observation sur %2 examinée</numerusform>
            <numerusform>%1 observations sur %2 examinées</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewed by %1, %2</source>
        <translation>Examiné par %1, %2</translation>
    </message>
    <message>
        <source>Reviewed by %1</source>
        <translation>Examiné par %1</translation>
    </message>
    <message>
        <source>Record note: %1</source>
        <extracomment>review summary: %1 the reviewer&apos;s note on the whole record</extracomment>
        <translation>Note sur le relevé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pith::State</name>
    <message>
        <source>verified exact</source>
        <translation>vérifié exact</translation>
    </message>
    <message>
        <source>verified fuzzy</source>
        <translation>vérifié approché</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>non résolu</translation>
    </message>
    <message>
        <source>parse uncertain</source>
        <translation>analyse incertaine</translation>
    </message>
    <message>
        <source>malformed identifier</source>
        <translation>identifiant mal formé</translation>
    </message>
    <message>
        <source>metadata mismatch</source>
        <translation>métadonnées discordantes</translation>
    </message>
</context>
<context>
    <name>pith::cli</name>
    <message>
        <source>Usage: pith-ledger-cli [--lang LANG] COMMAND [OPTIONS]

Reads Pith Paper Citation Records (pith.paper-citation-record.v1).

Commands:
</source>
        <translation>Usage&#xa0;: pith-ledger-cli [--lang LANGUE] COMMANDE [OPTIONS]

Lit les Pith Paper Citation Records, les relevés de citations de Pith (pith.paper-citation-record.v1).

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>  verify RECORD|DIR... [--json] [--jobs N]
                            recompute every digest and check consistency;
                            a folder stands for its *.json records; N files at once
                            (default: one per core)
                            exit 0 ok, 1 digest mismatch or error finding, 2 unreadable
</source>
        <translation>  verify RELEVÉ|DOSSIER... [--json] [--jobs N]
                            recalculer chaque empreinte et contrôler la cohérence&#xa0;;
                            un dossier vaut pour ses relevés *.json&#xa0;; N fichiers à la fois
                            (par défaut&#xa0;: un par cœur)
                            code de sortie 0 correct, 1 empreinte divergente ou constat d’erreur, 2 illisible
</translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
Options&#xa0;:
</translation>
    </message>
    <message>
        <source>  -h, --help                show this help
</source>
        <translation>  -h, --help                afficher cette aide
</translation>
    </message>
    <message>
        <source>  --version                 show the program version
</source>
        <translation>  --version                 afficher la version du programme
</translation>
    </message>
    <message>
        <source>
Messages go to standard error, data to standard output. Machine-readable output
(--json) is the same in every language.
</source>
        <translation>
Les messages vont sur la sortie d’erreur standard, les données sur la sortie
standard. La sortie lisible par machine (--json) est la même dans toutes les langues.
</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 demande une valeur</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>option inconnue %1</translation>
    </message>
    <message>
        <source>expected one RECORD, got also %1</source>
        <translation>un seul RELEVÉ attendu, reçu aussi&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a RECORD</source>
        <translation>RELEVÉ attendu</translation>
    </message>
    <message>
        <source>expected -o OUT, the file to write</source>
        <translation>attendu&#xa0;: -o SORTIE, le fichier à écrire</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (expected csv, json or pdf)</source>
        <translation>format inconnu «&#xa0;%1&#xa0;» (attendu&#xa0;: csv, json ou pdf)</translation>
    </message>
    <message>
        <source>--bom applies to CSV only</source>
        <translation>--bom ne s’applique qu’au CSV</translation>
    </message>
    <message>
        <source>malformed --filter at column %1: %2</source>
        <extracomment>%1 the column in the query, %2 the parser&apos;s message</extracomment>
        <translation>--filter mal formé à la colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Exported %1 of %2 observations to %3</source>
        <extracomment>%1 exported rows, %2 all rows, %3 the file written</extracomment>
        <translation>%1 observations sur %2 exportées vers %3</translation>
    </message>
    <message>
        <source>%1 expects a value</source>
        <translation>%1 attend une valeur</translation>
    </message>
    <message>
        <source>expected one ID or URL, got also %1</source>
        <translation>une seule ID ou URL attendue, reçu aussi&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an arXiv ID or URL</source>
        <translation>ID arXiv ou URL attendue</translation>
    </message>
    <message>
        <source>expected -o FILE, the file to write</source>
        <translation>attendu&#xa0;: -o FICHIER, le fichier à écrire</translation>
    </message>
    <message>
        <source>the server&apos;s answer is not a readable record: %1</source>
        <translation>la réponse du serveur n’est pas un relevé lisible&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>saved arXiv:%1 (%n byte(s)) to %2 from %3</source>
        <extracomment>%1 arXiv id, %n bytes, %2 file name, %3 URL</extracomment>
        <translation>
            <numerusform>arXiv:%1 (%n octet) enregistré dans %2 depuis %3</numerusform>
            <numerusform>arXiv:%1 (%n octets) enregistré dans %2 depuis %3</numerusform>
        </translation>
    </message>
    <message>
        <source>
  RECORD is a file, an arXiv id (2509.00217) or a URL, fetched from the Pith service
</source>
        <translation>
  RELEVÉ est un fichier, un identifiant arXiv (2509.00217) ou une URL, récupérés du service Pith
</translation>
    </message>
    <message>
        <source>--timeout expects seconds, more than 0 and at most 86400, not “%1”</source>
        <translation>--timeout attend des secondes, plus de 0 et au plus 86400, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--max-size expects MiB, more than 0 and at most 65536, not “%1”</source>
        <translation>--max-size attend des Mio, plus de 0 et au plus 65536, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>  fetch ID|URL -o FILE [--base-url URL] [--timeout S] [--max-size MIB]
                            save a record from the Pith service byte for byte
                            (-o -: to standard output);
                            ID as 2509.00217, arXiv:2509.00217, hep-th/9901001 or a URL
</source>
        <translation>  fetch ID|URL -o FICHIER [--base-url URL] [--timeout S] [--max-size MIO]
                            enregistrer un relevé du service Pith octet pour octet
                            (-o -&#xa0;: sur la sortie standard)&#xa0;;
                            ID comme 2509.00217, arXiv:2509.00217, hep-th/9901001 ou une URL
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <extracomment>%1 the system&apos;s reason, e.g. &quot;Broken pipe&quot;</extracomment>
        <translation>impossible d’écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <source>Coverage vector</source>
        <translation>Vecteur de couverture</translation>
    </message>
    <message>
        <source>Reference resolution</source>
        <translation>Résolution des références</translation>
    </message>
    <message numerus="yes">
        <source>Inbound: %n Pith citation observation(s)</source>
        <translation>
            <numerusform>Entrantes : %n observation de citation Pith</numerusform>
            <numerusform>Entrantes : %n observations de citation Pith</numerusform>
        </translation>
    </message>
    <message>
        <source>Integrity: %1</source>
        <translation>Intégrité : %1</translation>
    </message>
    <message>
        <source>%1: OK (%2 outbound, %3 inbound)</source>
        <extracomment>verify: %1 file, %2 and %3 observation counts</extracomment>
        <translation>%1 : OK (%2 sortantes, %3 entrantes)</translation>
    </message>
    <message>
        <source>%1: FAILED (%2 outbound, %3 inbound)</source>
        <translation>%1 : ÉCHEC (%2 sortantes, %3 entrantes)</translation>
    </message>
    <message>
        <source>digest mismatch: observation %1</source>
        <translation>empreinte discordante : observation %1</translation>
    </message>
    <message>
        <source>information</source>
        <extracomment>verify/summary: an audit note that only follows from the record being an exported subset</extracomment>
        <translation>information</translation>
    </message>
    <message>
        <source>as of %1</source>
        <extracomment>summary: the record&apos;s as_of time as stated</extracomment>
        <translation>au %1</translation>
    </message>
    <message>
        <source>--colour-rules applies to PDF only</source>
        <translation>--colour-rules ne s’applique qu’au PDF</translation>
    </message>
    <message>
        <source>  diff OLD NEW [--json]     what changed between two copies of a paper&apos;s record
                            (files, ids or URLs); exit 0 the same content (only
                            as_of differs), 1 it differs, 2 unreadable
</source>
        <translation>  diff ANCIEN NOUVEAU [--json]
                            ce qui a changé entre deux copies du relevé d’un article
                            (fichiers, identifiants ou URL)&#xa0;; code 0 même contenu (seul
                            as_of diffère), 1 différent, 2 illisible
</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>sortante</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>entrante</translation>
    </message>
    <message>
        <source>%1 ref. %2</source>
        <extracomment>diff: a row&apos;s place, %1 outbound/inbound, %2 the reference number</extracomment>
        <translation>%1 réf. %2</translation>
    </message>
    <message>
        <source>expected two records, OLD and NEW (files, ids or URLs)</source>
        <translation>deux relevés attendus, ANCIEN et NOUVEAU (fichiers, identifiants ou URL)</translation>
    </message>
    <message>
        <source>%1 is the record of arXiv:%2, %3 that of arXiv:%4: not the same paper</source>
        <extracomment>diff: the two inputs are records of different papers</extracomment>
        <translation>%1 est le relevé d’arXiv:%2, %3 celui d’arXiv:%4&#xa0;: pas le même article</translation>
    </message>
    <message>
        <source>expected one LIST file, got also %1</source>
        <translation>un seul fichier LISTE attendu, reçu aussi %1</translation>
    </message>
    <message>
        <source>expected LIST, a file of arXiv ids or URLs, one per line</source>
        <translation>LISTE attendue, un fichier d’identifiants arXiv ou d’URL, un par ligne</translation>
    </message>
    <message>
        <source>arXiv:%1: first copy kept (as of %2)</source>
        <extracomment>watch: %1 arXiv id, %2 the record&apos;s as_of date</extracomment>
        <translation>arXiv:%1&#xa0;: première copie gardée (état du %2)</translation>
    </message>
    <message>
        <source>%1 (stored copy %2)</source>
        <translation>%1 (copie enregistrée %2)</translation>
    </message>
    <message>
        <source>  export ... --changes-since OLD
                            QUERY may use change: (what changed since the older copy
                            OLD, as diff says it)
</source>
        <translation>  export ... --changes-since ANCIEN
                            REQUÊTE peut utiliser change: (ce qui a changé depuis la
                            copie plus ancienne ANCIEN, comme le dit diff)
</translation>
    </message>
    <message>
        <source>%1 fails verification: %2 (verify says more)</source>
        <extracomment>diff: %1 the input, %2 the verdict&apos;s headline such as &quot;2 observations fail&quot;</extracomment>
        <translation>%1 échoue à la vérification&#xa0;: %2 (verify en dit plus)</translation>
    </message>
    <message>
        <source>  --integrity FILE|auto     (summary, export) Pith&apos;s integrity findings joined to the
                            references: a file, or auto to fetch
                            &lt;base&gt;/pith/&lt;id&gt;/integrity.json (none when it is missing)
</source>
        <translation>  --integrity FICHIER|auto
                            (summary, export) constats d’intégrité de Pith rattachés aux
                            références : un fichier, ou auto pour télécharger
                            &lt;base&gt;/pith/&lt;id&gt;/integrity.json (aucun s’il est absent)
</translation>
    </message>
    <message>
        <source>--integrity auto: the record names no arXiv id to fetch integrity findings for</source>
        <translation>--integrity auto : l’enregistrement ne nomme aucun identifiant arXiv pour lequel télécharger des constats d’intégrité</translation>
    </message>
    <message>
        <source>No integrity findings: %1</source>
        <extracomment>%1 the server&apos;s message (which names the URL and the HTTP status)</extracomment>
        <translation>Aucun constat d’intégrité : %1</translation>
    </message>
    <message>
        <source>%1: not the integrity file of this record&apos;s paper: %2</source>
        <extracomment>%1 the integrity file, %2 which papers</extracomment>
        <translation>%1 : pas le fichier d’intégrité de l’article de cet enregistrement : %2</translation>
    </message>
    <message>
        <source>Integrity findings from %1</source>
        <extracomment>%1 file or URL</extracomment>
        <translation>Constats d’intégrité de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %3, %4, %n finding(s)</source>
        <extracomment>summary: one detector run: name, version, status, time, findings</extracomment>
        <translation>
            <numerusform>%1 %2 : %3, %4, %n constat</numerusform>
            <numerusform>%1 %2 : %3, %4, %n constats</numerusform>
        </translation>
    </message>
    <message>
        <source>reference %1: %2; %3</source>
        <extracomment>summary: %1 reference number, %2 the finding, %3 how it was joined</extracomment>
        <translation>référence %1 : %2 ; %3</translation>
    </message>
    <message>
        <source>Unjoined findings</source>
        <translation>Constats non rattachés</translation>
    </message>
    <message>
        <source>%1; unjoined: %2</source>
        <extracomment>summary: %1 the finding, %2 why it joins no reference</extracomment>
        <translation>%1 ; non rattaché : %2</translation>
    </message>
    <message>
        <source>Review (%1):</source>
        <extracomment>summary/export: heading of the review&apos;s lines, %1 the review file</extracomment>
        <translation>Revue (%1)&#xa0;:</translation>
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
        <translation>  export RELEVÉ --format csv|json|pdf -o SORTIE [--filter REQUÊTE] [--bom]
         [--colour-rules FICHIER]
         [--integrity FICHIER|auto]
         [--review FICHIER]
                            écrire les observations (celles que REQUÊTE retient, sinon toutes)
                            en CSV (--bom : avec une marque d’ordre des octets UTF-8), en JSON
                            (les observations d’origine, vérifiables) ou en rapport PDF
                            (--colour-rules : lignes aux couleurs d’un fichier de règles
                            exporté depuis Affichage &gt; Règles de couleur) ;
                            -o - écrit sur la sortie standard (--format est alors requis) ;
                            --review FICHIER : avec les décisions et notes d’une revue (par
                            défaut : le fichier de revue à côté de RELEVÉ, s’il existe) ;
                            code de sortie 0 écrit, 2 illisible ou non inscriptible, 64 REQUÊTE invalide
</translation>
    </message>
    <message>
        <source>  summary RECORD [--integrity FILE|auto] [--review FILE]
                            title, thesis, coverage, state counts and integrity, and
                            the review&apos;s progress (--review FILE, or the review file
                            beside RECORD)
</source>
        <translation>  summary RELEVÉ [--integrity FICHIER|auto] [--review FICHIER]
                            titre, thèse, couverture, décomptes par état et intégrité,
                            et l’avancement de la revue (--review FICHIER, ou le fichier
                            de revue à côté de RELEVÉ)
</translation>
    </message>
    <message>
        <source>%1% (%2 of %3 observations)</source>
        <extracomment>export --format pdf on a terminal: %1 percent, %2 and %3 observation counts</extracomment>
        <translation>%1&#xa0;% (%2 observations sur %3)</translation>
    </message>
    <message>
        <source>interrupted: nothing was written to %1</source>
        <extracomment>%1 the output file, or - for standard output</extracomment>
        <translation>interrompu&#xa0;: rien n’a été écrit dans %1</translation>
    </message>
    <message>
        <source>  --base-url URL            where records are fetched from (default %1;
                            a plain http:// URL only when given here)
  --timeout S               give up a fetch after S seconds (default %2)
  --max-size MIB            refuse records larger than MIB mebibytes (default %3)
</source>
        <extracomment>%1 the default base URL, %2 the default timeout in seconds, %3 the default size cap in MiB</extracomment>
        <translation>  --base-url URL            d’où les relevés sont récupérés (par défaut %1&#xa0;;
                            une URL http:// non chiffrée seulement si elle est donnée ici)
  --timeout S               abandonner une récupération après S secondes (par défaut %2)
  --max-size MIO            refuser les relevés de plus de MIO mébioctets (par défaut %3)
</translation>
    </message>
    <message>
        <source>--integrity, --review, --colour-rules and --changes-since apply to one record, not to a folder or list</source>
        <translation>--integrity, --review, --colour-rules et --changes-since s&apos;appliquent à un enregistrement, pas à un dossier ni à une liste</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <extracomment>summary FOLDER|LIST: a record that could not be read, %1 its file or id</extracomment>
        <translation>%1 : illisible</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound</source>
        <extracomment>summary FOLDER|LIST: %1 outbound, %2 inbound observations</extracomment>
        <translation>%1 sortantes, %2 entrantes</translation>
    </message>
    <message>
        <source>%1 unresolved (%2%)</source>
        <extracomment>summary FOLDER|LIST: %1 unresolved observations, %2 their share in percent</extracomment>
        <translation>%1 non résolues (%2 %)</translation>
    </message>
    <message numerus="yes">
        <source>%n with notice events (%1)</source>
        <extracomment>summary FOLDER|LIST: %n observations with standing-notice events, %1 their types</extracomment>
        <translation>
            <numerusform>%n avec événements d&apos;avis (%1)</numerusform>
            <numerusform>%n avec événements d&apos;avis (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>reviewed %1 of %2</source>
        <extracomment>summary FOLDER|LIST: review progress, %1 reviewed of %2 observations
----------
summary FOLDER|LIST: totals, review progress over every observation</extracomment>
        <translation>%1 sur %2 examinées</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>summary FOLDER|LIST: the totals&apos; first line</extracomment>
        <translation>
            <numerusform>%n enregistrement lu</numerusform>
            <numerusform>%n enregistrements lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>summary FOLDER|LIST: after the records read</extracomment>
        <translation>
            <numerusform>%n illisible</numerusform>
            <numerusform>%n illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) fail verification</source>
        <extracomment>summary FOLDER|LIST: totals, records whose verification fails</extracomment>
        <translation>
            <numerusform>%n enregistrement échoue à la vérification</numerusform>
            <numerusform>%n enregistrements échouent à la vérification</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) with notice events</source>
        <extracomment>summary FOLDER|LIST: totals, records with standing-notice events</extracomment>
        <translation>
            <numerusform>%n enregistrement avec événements d&apos;avis</numerusform>
            <numerusform>%n enregistrements avec événements d&apos;avis</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1 of %2 observations of %3 records to %4</source>
        <extracomment>export FOLDER|LIST: %1 rows written, %2 all observations, %3 records, %4 the file written</extracomment>
        <translation>%1 observations sur %2 de %3 enregistrements exportées vers %4</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read</source>
        <translation>
            <numerusform>%n enregistrement illisible</numerusform>
            <numerusform>%n enregistrements illisibles</numerusform>
        </translation>
    </message>
    <message>
        <source>  summary FOLDER|LIST       a line per record of the folder (its *.json records) or
                            of LIST (a text file of arXiv ids or URLs, one per line,
                            fetched), then the totals; exit 2 when one cannot be read
</source>
        <translation>  summary DOSSIER|LISTE     une ligne par enregistrement du DOSSIER (ses enregistrements
                            *.json) ou de la LISTE (un fichier texte d&apos;identifiants arXiv ou
                            d&apos;URL, un par ligne, récupérés), puis les totaux ; code 2 si
                            l&apos;un est illisible
</translation>
    </message>
    <message>
        <source>--integrity and --review apply to one record, not to a folder or list</source>
        <translation>--integrity et --review s&apos;appliquent à un enregistrement, pas à un dossier ni à une liste</translation>
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
        <translation>  export DOSSIER|LISTE --format csv|pdf -o SORTIE [--filter REQUÊTE] [--bom]
                            les observations de chaque enregistrement du DOSSIER ou de la
                            LISTE (celles que REQUÊTE sélectionne ; paper:ID ou paper:MOT
                            pour l&apos;article) en un seul CSV avec les colonnes
                            paper_arxiv_id et paper_title, ou un rapport PDF de la
                            bibliothèque (une ligne par enregistrement, les totaux, les
                            observations) ; code 2 si un enregistrement est illisible
</translation>
    </message>
    <message>
        <source>a folder or list exports as csv or pdf, not &quot;%1&quot;</source>
        <translation>un dossier ou une liste s&apos;exporte en csv ou en pdf, pas en « %1 »</translation>
    </message>
    <message>
        <source>cannot start %1, which runs every command but verify: %2</source>
        <extracomment>%1 the helper program&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>impossible de lancer %1, qui exécute toutes les commandes sauf verify : %2</translation>
    </message>
    <message>
        <source>It fails verification (%1): it is kept, but never compared with.</source>
        <extracomment>watch: after &quot;first copy kept&quot;; %1 the verdict such as &quot;1 observation fails&quot;</extracomment>
        <translation>Sa vérification échoue (%1)&#xa0;: elle est gardée, mais jamais comparée.</translation>
    </message>
    <message>
        <source>  history PAPER [--json] [--store FILE] [--forget N | --clear]
                            the copies of PAPER (an arXiv id) kept in the history
                            database, newest first; --forget N removes copy N,
                            --clear every copy of the paper; exit 0 done, 2 the
                            database or copy N could not be found or changed
</source>
        <translation>  history ARTICLE [--json] [--store FICHIER] [--forget N | --clear]
                            les copies d’ARTICLE (un identifiant arXiv) gardées dans
                            la base d’historique, la plus récente d’abord&#xa0;; --forget N
                            retire la copie N, --clear toutes les copies de l’article&#xa0;;
                            code 0 fait, 2 base ou copie N introuvable ou non modifiable
</translation>
    </message>
    <message>
        <source>--forget expects the number of a copy, as history lists them</source>
        <extracomment>history: --forget needs the copy&apos;s number, as the list gives it</extracomment>
        <translation>--forget attend le numéro d’une copie, tel que history les liste</translation>
    </message>
    <message>
        <source>expected one PAPER, got also %1</source>
        <translation>un seul ARTICLE attendu, reçu aussi %1</translation>
    </message>
    <message>
        <source>--forget and --clear: one or the other</source>
        <translation>--forget et --clear&#xa0;: l’un ou l’autre</translation>
    </message>
    <message>
        <source>expected PAPER, an arXiv id</source>
        <translation>ARTICLE attendu, un identifiant arXiv</translation>
    </message>
    <message>
        <source>no copy %1 of arXiv:%2 is kept</source>
        <extracomment>history --forget: %1 the number given, %2 the arXiv id</extracomment>
        <translation>aucune copie %1 d’arXiv:%2 n’est gardée</translation>
    </message>
    <message numerus="yes">
        <source>arXiv:%1: %n cop(ies) removed from the history</source>
        <extracomment>history: %n copies removed, %1 the arXiv id</extracomment>
        <translation>
            <numerusform>arXiv:%1&#xa0;: %n copie retirée de l’historique</numerusform>
            <numerusform>arXiv:%1&#xa0;: %n copies retirées de l’historique</numerusform>
        </translation>
    </message>
    <message>
        <source>review file not read</source>
        <extracomment>summary FOLDER|LIST: a review file beside the record that could not be read</extracomment>
        <translation>fichier de revue non lu</translation>
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
        <translation>  watch LISTE [--json] [--store FICHIER]
                            récupérer chaque article de LISTE (identifiants, un par
                            ligne), garder chaque copie dans la base d&apos;historique et
                            dire ce qui a changé depuis la copie au as_of le plus
                            récent jusqu&apos;au sien qui passe la vérification ; une copie
                            qui échoue est gardée et signalée, jamais comparée ; une
                            copie au as_of d&apos;une autre est en conflit, pas un
                            changement ; code 0 aucun changement, 1 des changements,
                            une copie qui échoue, en conflit ou plus ancienne qu&apos;une
                            copie gardée, 2 un article n&apos;a pas pu être lu
</translation>
    </message>
    <message>
        <source>It is kept; there is no copy before it to compare with</source>
        <extracomment>watch: after &quot;This copy (as of ...) is older than the copy of ... kept before.&quot;, when the history has no copy before this one</extracomment>
        <translation>Elle est gardée ; il n&apos;y a pas de copie antérieure avec laquelle la comparer</translation>
    </message>
</context>
<context>
    <name>pith::history</name>
    <message>
        <source>added</source>
        <extracomment>a kind of change between two copies of a record: the observation is new</extracomment>
        <translation>ajoutée</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimée</translation>
    </message>
    <message>
        <source>resolution changed</source>
        <translation>résolution modifiée</translation>
    </message>
    <message>
        <source>notice changed</source>
        <translation>avis modifié</translation>
    </message>
    <message>
        <source>cited work changed</source>
        <translation>œuvre citée modifiée</translation>
    </message>
    <message>
        <source>other fields changed</source>
        <translation>autres champs modifiés</translation>
    </message>
    <message>
        <source>No changes since the copy of %1.</source>
        <extracomment>%1 a date such as &quot;9 Aug 2026&quot;</extracomment>
        <translation>Aucune modification depuis la copie du %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) resolved</source>
        <translation>
            <numerusform>%n référence résolue</numerusform>
            <numerusform>%n références résolues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new %1 notice(s)</source>
        <extracomment>%1 an event type such as &quot;retraction&quot;</extracomment>
        <translation>
            <numerusform>%n nouvel avis (%1)</numerusform>
            <numerusform>%n nouveaux avis (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) no longer verified</source>
        <translation>
            <numerusform>%n référence n’est plus vérifiée</numerusform>
            <numerusform>%n références ne sont plus vérifiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) added</source>
        <translation>
            <numerusform>%n observation ajoutée</numerusform>
            <numerusform>%n observations ajoutées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) removed</source>
        <translation>
            <numerusform>%n observation supprimée</numerusform>
            <numerusform>%n observations supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) since the copy of %1</source>
        <extracomment>%n changes, %1 a date such as &quot;9 Aug 2026&quot;</extracomment>
        <translation>
            <numerusform>%n modification depuis la copie du %1</numerusform>
            <numerusform>%n modifications depuis la copie du %1</numerusform>
        </translation>
    </message>
    <message>
        <source>: </source>
        <translation>&#xa0;: </translation>
    </message>
    <message>
        <source>history database %1: %2</source>
        <extracomment>%1 the history database file, %2 what went wrong</extracomment>
        <translation>base d’historique %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>written by a newer version of Pith Ledger (schema %1)</source>
        <translation>écrite par une version plus récente de Pith Ledger (schéma %1)</translation>
    </message>
    <message>
        <source>the table of copies is missing</source>
        <translation>la table des copies manque</translation>
    </message>
    <message>
        <source>not a Pith Ledger history database</source>
        <translation>pas une base d’historique de Pith Ledger</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>The history database %1 could not be read (%2). It was set aside as %3, untouched, and a new one was started.</source>
        <extracomment>%1 the database file, %2 why it could not be read, %3 the name it was moved to</extracomment>
        <translation>La base d’historique %1 n’a pas pu être lue (%2). Elle a été mise de côté telle quelle sous %3, et une nouvelle base a été créée.</translation>
    </message>
    <message>
        <source>the history database is not open</source>
        <translation>la base d’historique n’est pas ouverte</translation>
    </message>
    <message>
        <source>no stored copy number %1</source>
        <translation>aucune copie enregistrée numéro %1</translation>
    </message>
    <message>
        <source>what changed since the older copy: added, resolution, notice, cited_work, other, any or none</source>
        <translation>ce qui a changé depuis la copie plus ancienne&#xa0;: added, resolution, notice, cited_work, other, any ou none</translation>
    </message>
    <message>
        <source>it expands beyond its recorded size</source>
        <translation>elle se décompresse au-delà de sa taille enregistrée</translation>
    </message>
    <message>
        <source>its compressed data ends early</source>
        <translation>ses données compressées s’arrêtent trop tôt</translation>
    </message>
    <message>
        <source>it is shorter than its recorded size</source>
        <translation>elle est plus courte que sa taille enregistrée</translation>
    </message>
    <message>
        <source>bytes follow the end of its compressed data</source>
        <translation>des octets suivent la fin de ses données compressées</translation>
    </message>
    <message numerus="yes">
        <source>in use by another process (%1); tried for %n second(s). Nothing was changed or set aside: try again when the other process is done with it.</source>
        <extracomment>%1 what SQLite says (e.g. &quot;database is locked&quot;); %n seconds waited</extracomment>
        <translation>
            <numerusform>utilisée par un autre processus (%1)&#xa0;; essayé pendant %n seconde. Rien n’a été modifié ni mis de côté&#xa0;: réessayez quand l’autre processus aura terminé.</numerusform>
            <numerusform>utilisée par un autre processus (%1)&#xa0;; essayé pendant %n secondes. Rien n’a été modifié ni mis de côté&#xa0;: réessayez quand l’autre processus aura terminé.</numerusform>
        </translation>
    </message>
    <message>
        <source>could not be read (%1), and another process may have it open (its journal is beside it): nothing was set aside or changed</source>
        <translation>n’a pas pu être lue (%1), et un autre processus l’a peut-être ouverte (son journal est à côté)&#xa0;: rien n’a été mis de côté ni modifié</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>le processus %1</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <source>could not be read (%1), and %2 has it open: nothing was set aside or changed</source>
        <extracomment>%1 why the database could not be read; %2 &quot;process 1234&quot; or &quot;another process&quot;</extracomment>
        <translation>n’a pas pu être lue (%1), et %2 l’a ouverte&#xa0;: rien n’a été mis de côté ni modifié</translation>
    </message>
    <message>
        <source>stored copy number %1 is damaged (%2)</source>
        <extracomment>%1 the copy&apos;s number, %2 what is wrong with it</extracomment>
        <translation>la copie enregistrée numéro %1 est endommagée (%2)</translation>
    </message>
    <message>
        <source>no compressed data</source>
        <translation>aucune donnée compressée</translation>
    </message>
    <message>
        <source>stored copy number %1 claims %2 bytes, more than the %3 bytes a record may have: it was not expanded</source>
        <extracomment>%1 the copy&apos;s number, %2 the size it claims, %3 the largest record read (bytes)</extracomment>
        <translation>la copie enregistrée numéro %1 annonce %2 octets, plus que les %3 octets qu’un relevé peut avoir&#xa0;: elle n’a pas été décompressée</translation>
    </message>
    <message>
        <source>its recorded sizes disagree: %1 and %2</source>
        <translation>ses tailles enregistrées ne concordent pas&#xa0;: %1 et %2</translation>
    </message>
    <message>
        <source>%1 compressed bytes for %2 bytes, more than compression makes</source>
        <translation>%1 octets compressés pour %2 octets, plus que ce que produit la compression</translation>
    </message>
    <message>
        <source>This copy fails verification (%1): it is kept, but never compared with. What it claims:</source>
        <extracomment>before what a copy whose digests or audit fail claims changed; %1 the verdict&apos;s headline such as &quot;1 observation fails&quot;</extracomment>
        <translation>La vérification de cette copie échoue (%1)&#xa0;: elle est gardée, mais jamais comparée. Ce qu’elle affirme&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n other copy(ies) that fail verification passed over.</source>
        <extracomment>%n copies of the paper kept before whose digests or audit fail: not compared with</extracomment>
        <translation>
            <numerusform>%n autre copie dont la vérification échoue ignorée.</numerusform>
            <numerusform>%n autres copies dont la vérification échoue ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2, not a file SQLite can use: the database was not opened and nothing was changed; remove it if no other program needs it</source>
        <extracomment>%1 a file beside the history database, %2 what it is (&quot;a FIFO (named pipe)&quot;)</extracomment>
        <translation>%1 est %2, pas un fichier utilisable par SQLite&#xa0;: la base n’a pas été ouverte et rien n’a été modifié&#xa0;; supprimez-le si aucun autre programme n’en a besoin</translation>
    </message>
    <message>
        <source>not kept in the history: it is a subset exported by Pith Ledger, not the paper&apos;s record as published</source>
        <translation>non gardé dans l’historique&#xa0;: c’est un sous-ensemble exporté par Pith Ledger, pas le relevé de l’article tel que publié</translation>
    </message>
    <message>
        <source>Conflicting copies as of %1: this one (from %2) and the one kept from %3 differ, yet each says it is the record at that time. They are not compared as changes.</source>
        <extracomment>%1 the as_of both records give (a date and time), %2 where this one came from, %3 where the other one kept in the history came from (file names or addresses)</extracomment>
        <translation>Copies en conflit au %1 : celle-ci (de %2) et celle gardée de %3 diffèrent, alors que chacune se dit l&apos;enregistrement à cette date. Elles ne sont pas comparées comme des changements.</translation>
    </message>
    <message>
        <source>This copy (as of %1) is older than the copy of %2 kept before.</source>
        <extracomment>%1 this record&apos;s as_of date, %2 the as_of date of a newer copy in the history</extracomment>
        <translation>Cette copie (au %1) est plus ancienne que la copie du %2 gardée auparavant.</translation>
    </message>
</context>
<context>
    <name>pith::history::ChangeTableModel</name>
    <message>
        <source>record: %1</source>
        <extracomment>Changes view, a change of the record outside its observations: %1 what part (coverage, counts, thesis, caps, paper, other)</extracomment>
        <translation>fiche : %1</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Changes view column: what kind of change (added, resolution changed, ...)</extracomment>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Changes view column: outbound or inbound</extracomment>
        <translation>Direction</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Changes view column: the reference index</extracomment>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Changes view column: the other paper&apos;s title, or the record&apos;s field</extracomment>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>Changes view column: the value in the older copy</extracomment>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>Changes view column: the value in the copy the tab shows</extracomment>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Observation</source>
        <extracomment>Changes view column: the observation&apos;s id</extracomment>
        <translation>Observation</translation>
    </message>
</context>
<context>
    <name>pith::library</name>
    <message>
        <source>is a folder, not a list</source>
        <translation>est un dossier, pas une liste</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>too large for a list of papers (%1 bytes)</source>
        <translation>trop gros pour une liste d&apos;articles (%1 octets)</translation>
    </message>
</context>
<context>
    <name>pith::library::Library</name>
    <message>
        <source>is not a folder</source>
        <translation>n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>dossier introuvable</translation>
    </message>
    <message>
        <source>the folder cannot be read</source>
        <translation>le dossier est illisible</translation>
    </message>
    <message>
        <source>papers cannot be fetched here</source>
        <translation>les articles ne peuvent pas être récupérés ici</translation>
    </message>
    <message>
        <source>cancelled before it was fetched</source>
        <translation>annulé avant d&apos;être récupéré</translation>
    </message>
    <message>
        <source>cancelled before it was read</source>
        <translation>annulé avant d&apos;être lu</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 (the bytes shown as \xHH), so it cannot be opened by its name; rename it to read it</source>
        <extracomment>a library entry: a file whose name has bytes that are not UTF-8, each shown as a backslash, x and two hexadecimal digits</extracomment>
        <translation>le nom du fichier n&apos;est pas de l&apos;UTF-8 valide (les octets affichés en \xHH), il ne peut donc pas être ouvert par son nom ; renommez-le pour le lire</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryFacts</name>
    <message>
        <source>the paper whose record holds the observation: its arXiv id or words of its title</source>
        <translation>l&apos;article dont l&apos;enregistrement contient l&apos;observation : son identifiant arXiv ou des mots de son titre</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryModel</name>
    <message>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Library table, Notices column: %1 observations with notice events, %2 their types</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Library table, Review column: %1 reviewed of %2 observations</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Library table header: the paper&apos;s arXiv id</extracomment>
        <translation>Article</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>As of</source>
        <extracomment>Library table header: the record&apos;s as_of date</extracomment>
        <translation>État au</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Sortantes</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Entrantes</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Non résolues</translation>
    </message>
    <message>
        <source>Unresolved %</source>
        <extracomment>Library table header: the unresolved share of all observations, in percent</extracomment>
        <translation>Non résolues %</translation>
    </message>
    <message>
        <source>Notices</source>
        <extracomment>Library table header: observations with standing-notice events</extracomment>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Library table header: the record&apos;s verdict (digests and audit)</extracomment>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <extracomment>Library table header: review progress</extracomment>
        <translation>Examinées</translation>
    </message>
    <message>
        <source>Source</source>
        <extracomment>Library table header: the file or the list&apos;s line</extracomment>
        <translation>Source</translation>
    </message>
    <message>
        <source>review file not read</source>
        <extracomment>Library table, Review column: a review file that exists but could not be read</extracomment>
        <translation>fichier de revue non lu</translation>
    </message>
</context>
<context>
    <name>pith::library::LibraryObservationModel</name>
    <message>
        <source>Column %1: %2</source>
        <extracomment>the library&apos;s query: %1 the column, %2 the parser&apos;s message</extracomment>
        <translation>Colonne %1 : %2</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>sortante</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>entrante</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Library observations header: the record&apos;s paper</extracomment>
        <translation>Article</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Direction</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Library observations header: the reference number</extracomment>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Examen</translation>
    </message>
</context>
<context>
    <name>pith::library::RecordFacetFilter</name>
    <message>
        <source>Verdict:</source>
        <extracomment>Library Records facets: verdict buttons follow</extracomment>
        <translation>Verdict :</translation>
    </message>
    <message>
        <source>Events:</source>
        <extracomment>Library Records facets: notice event type buttons follow</extracomment>
        <translation>Événements :</translation>
    </message>
    <message>
        <source>Review:</source>
        <extracomment>Library Records facets: review progress buttons follow</extracomment>
        <translation>Relecture :</translation>
    </message>
    <message>
        <source>verified</source>
        <extracomment>Library Records facet: records whose digests all verify, with no audit finding</extracomment>
        <translation>vérifiés</translation>
    </message>
    <message>
        <source>warnings</source>
        <extracomment>Library Records facet: records with audit warnings only</extracomment>
        <translation>avertissements</translation>
    </message>
    <message>
        <source>failing</source>
        <extracomment>Library Records facet: records that fail verification</extracomment>
        <translation>en échec</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <extracomment>Library Records facet: files that could not be read</extracomment>
        <translation>illisibles</translation>
    </message>
    <message>
        <source>not started</source>
        <extracomment>Library Records facet: records with no observation reviewed</extracomment>
        <translation>non commencée</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Library Records facet: records with some observations reviewed</extracomment>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <extracomment>Library Records facet: records with every observation reviewed</extracomment>
        <translation>terminée</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Library Records facet: records without notice events</extracomment>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>pith::net::Fetcher</name>
    <message>
        <source>The base URL %1 is plain HTTP, which anyone on the way can read and change; use https://, or set a plain http:// base explicitly for a local server</source>
        <translation>L’URL de base %1 est en HTTP non chiffré, que chacun sur le trajet peut lire et modifier&#xa0;; utilisez https://, ou indiquez explicitement une base http:// pour un serveur local</translation>
    </message>
    <message>
        <source>The size limit must be positive</source>
        <translation>La limite de taille doit être positive</translation>
    </message>
    <message numerus="yes">
        <source>Timed out after %n second(s) fetching %1</source>
        <translation>
            <numerusform>Délai dépassé après %n seconde lors de la récupération de %1</numerusform>
            <numerusform>Délai dépassé après %n secondes lors de la récupération de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to %2: a secure (https) connection is never downgraded to plain http</source>
        <translation>Redirection de %1 vers %2 refusée&#xa0;: une connexion sécurisée (https) ne passe jamais en http non chiffré</translation>
    </message>
    <message>
        <source>The request for %1 could not be started</source>
        <translation>La requête pour %1 n’a pas pu démarrer</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2 MiB; the download was stopped</source>
        <translation>La réponse de %1 dépasse la limite de %2&#xa0;Mio&#xa0;; le téléchargement a été arrêté</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled</source>
        <translation>La récupération de %1 a été annulée</translation>
    </message>
    <message>
        <source>No record for this paper: %1 has no citation record for arXiv:%2 (HTTP %3)</source>
        <translation>Aucun relevé pour cet article&#xa0;: %1 n’a pas de relevé de citations pour arXiv:%2 (HTTP %3)</translation>
    </message>
    <message numerus="yes">
        <source>the server asks to retry after %n second(s)</source>
        <translation>
            <numerusform>le serveur demande de réessayer dans %n seconde</numerusform>
            <numerusform>le serveur demande de réessayer dans %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>try again later</source>
        <translation>réessayez plus tard</translation>
    </message>
    <message>
        <source>Rate limited by %1 (HTTP 429 Too Many Requests): %2</source>
        <translation>Débit limité par %1 (HTTP 429 Too Many Requests)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Server error at %1 (HTTP %2); try again later</source>
        <translation>Erreur du serveur %1 (HTTP %2)&#xa0;; réessayez plus tard</translation>
    </message>
    <message>
        <source>%1 refused the request for %2 (HTTP %3)</source>
        <translation>%1 a refusé la requête pour %2 (HTTP %3)</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>La connexion sécurisée à %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The answer from %1 is not valid HTTP: %2</source>
        <translation>La réponse de %1 n’est pas du HTTP valide&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>Impossible de joindre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Unexpected answer from %1 (HTTP %2)</source>
        <translation>Réponse inattendue de %1 (HTTP %2)</translation>
    </message>
    <message>
        <source>The connection to %1 was lost after %2 of %3 bytes</source>
        <translation>La connexion à %1 a été perdue après %2 octets sur %3</translation>
    </message>
    <message>
        <source>The answer from %1 is empty, not a JSON record</source>
        <translation>La réponse de %1 est vide, ce n’est pas un relevé JSON</translation>
    </message>
    <message>
        <source>The answer from %1 is not a JSON record (Content-Type “%2”, starting “%3”)</source>
        <translation>La réponse de %1 n’est pas un relevé JSON (Content-Type «&#xa0;%2&#xa0;», commençant par «&#xa0;%3&#xa0;»)</translation>
    </message>
    <message>
        <source>Cached copy, fetched at %1: %2</source>
        <translation>Copie en cache, récupérée le %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to “%2”: only http and https URLs are followed</source>
        <translation>Redirection de %1 vers «&#xa0;%2&#xa0;» refusée&#xa0;: seules les URL http et https sont suivies</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n redirect(s) fetching %1</source>
        <translation>
            <numerusform>Abandon après %n redirection lors de la récupération de %1</numerusform>
            <numerusform>Abandon après %n redirections lors de la récupération de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before the JSON record does: the transfer was cut off</source>
        <translation>
            <numerusform>La réponse de %1 s’arrête après %n octet, avant la fin du relevé JSON&#xa0;: le transfert a été coupé</numerusform>
            <numerusform>La réponse de %1 s’arrête après %n octets, avant la fin du relevé JSON&#xa0;: le transfert a été coupé</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 is compressed (%2) although it was asked for uncompressed; it was not read</source>
        <translation>La réponse de %1 est compressée (%2) alors qu’elle a été demandée non compressée&#xa0;; elle n’a pas été lue</translation>
    </message>
    <message>
        <source>The answer from %1 is not a readable record: %2</source>
        <extracomment>%1 host, %2 the parser&apos;s message</extracomment>
        <translation>La réponse de %1 n’est pas un relevé lisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>The answer from %1 is not the record asked for: %2</source>
        <extracomment>%1 host, %2 says which paper the record is of and which was asked for</extracomment>
        <translation>La réponse de %1 n’est pas le relevé demandé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Refused the redirect from %1 to %2: %3</source>
        <extracomment>%1 the URL that redirected, %2 the target, %3 why it was refused</extracomment>
        <translation>Redirection de %1 vers %2 refusée&#xa0;: %3</translation>
    </message>
    <message>
        <source>The answer from %1 is not valid HTTP: its status code %2 is outside 100 to 599</source>
        <extracomment>%1 host, %2 the status code the server sent</extracomment>
        <translation>La réponse de %1 n’est pas du HTTP valide&#xa0;: son code d’état %2 est hors de l’intervalle 100 à 599</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2 bytes; the download was stopped</source>
        <extracomment>%2 the limit in bytes</extracomment>
        <translation>La réponse de %1 dépasse la limite de %2&#xa0;octets&#xa0;; le téléchargement a été arrêté</translation>
    </message>
    <message>
        <source>There was not enough memory to read the answer for %1; the download was stopped</source>
        <translation>Mémoire insuffisante pour lire la réponse pour %1&#xa0;; le téléchargement a été arrêté</translation>
    </message>
    <message>
        <source>There was not enough memory to read the answer from %1; the download was stopped</source>
        <translation>Mémoire insuffisante pour lire la réponse de %1&#xa0;; le téléchargement a été arrêté</translation>
    </message>
    <message>
        <source>The connection to %1 was lost before the answer&apos;s headers were complete: %2</source>
        <translation>La connexion à %1 a été perdue avant la fin des en-têtes de la réponse&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before its last chunk: the transfer was cut off</source>
        <translation>
            <numerusform>La réponse de %1 s’arrête après %n octet, avant son dernier bloc&#xa0;: le transfert a été coupé</numerusform>
            <numerusform>La réponse de %1 s’arrête après %n octets, avant son dernier bloc&#xa0;: le transfert a été coupé</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 was stopped: %2</source>
        <extracomment>%2 e.g. &quot;its header lines are over 64 KiB&quot;</extracomment>
        <translation>La réponse de %1 a été arrêtée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has no integrity file for arXiv:%2 (HTTP %3)</source>
        <translation>%1 n’a pas de fichier d’intégrité pour arXiv:%2 (HTTP %3)</translation>
    </message>
</context>
<context>
    <name>pith::net::HttpExchange</name>
    <message>
        <source>out of memory</source>
        <translation>mémoire épuisée</translation>
    </message>
    <message>
        <source>the server closed the connection during the handshake</source>
        <translation>le serveur a fermé la connexion pendant la négociation TLS</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>le serveur a fermé la connexion</translation>
    </message>
    <message>
        <source>its header lines are over %1 KiB</source>
        <translation>ses lignes d’en-tête dépassent %1&#xa0;Kio</translation>
    </message>
    <message>
        <source>it sends more than %1 header lines</source>
        <translation>elle envoie plus de %1 lignes d’en-tête</translation>
    </message>
    <message>
        <source>a chunk-size line is over %1 bytes</source>
        <translation>une ligne de taille de bloc dépasse %1 octets</translation>
    </message>
    <message>
        <source>its chunk framing is over %1 MiB plus a quarter of its data</source>
        <translation>son découpage en blocs dépasse %1&#xa0;Mio plus un quart de ses données</translation>
    </message>
    <message>
        <source>a chunk does not end where its size says</source>
        <translation>un bloc ne se termine pas là où sa taille l’indique</translation>
    </message>
    <message>
        <source>its trailer lines are over %1 KiB</source>
        <translation>ses lignes de fin (trailers) dépassent %1&#xa0;Kio</translation>
    </message>
    <message>
        <source>its status line “%1” is not HTTP/1.1</source>
        <translation>sa ligne d’état « %1 » n’est pas du HTTP/1.1</translation>
    </message>
    <message>
        <source>it folds a header line over two (obsolete, refused)</source>
        <translation>elle replie une ligne d’en-tête sur deux (obsolète, refusé)</translation>
    </message>
    <message>
        <source>“%1” is not a header line</source>
        <translation>« %1 » n’est pas une ligne d’en-tête</translation>
    </message>
    <message>
        <source>it switched protocols, which was not asked for</source>
        <translation>elle change de protocole, ce qui n’était pas demandé</translation>
    </message>
    <message>
        <source>its transfer coding “%1” was not asked for</source>
        <translation>son codage de transfert « %1 » n’a pas été demandé</translation>
    </message>
    <message>
        <source>its Content-Length “%1” is not a length</source>
        <translation>son Content-Length « %1 » n’est pas une longueur</translation>
    </message>
    <message>
        <source>its chunk size “%1” is not a hexadecimal number</source>
        <translation>sa taille de bloc « %1 » n’est pas un nombre hexadécimal</translation>
    </message>
</context>
<context>
    <name>pith::net::Identifier</name>
    <message>
        <source>expected an arXiv id such as 2509.00217, 2509.00217v2, arXiv:2509.00217 or hep-th/9901001, an arxiv.org/abs/ URL, or a pith.science/paper/ URL</source>
        <translation>attendu&#xa0;: un identifiant arXiv comme 2509.00217, 2509.00217v2, arXiv:2509.00217 ou hep-th/9901001, une URL arxiv.org/abs/ ou une URL pith.science/paper/</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: month %2 does not exist; %3</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: le mois %2 n’existe pas&#xa0;; %3</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: new-style ids start in April 2007 (0704); %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: les identifiants du nouveau format commencent en avril 2007 (0704)&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: ids from %2 have %3 digits after the dot; %4</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: les identifiants de %2 ont %3 chiffres après le point&#xa0;; %4</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id: old-style ids run from 9108 to 0703; %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: les identifiants de l’ancien format vont de 9108 à 0703&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv id or a Pith URL; %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un identifiant arXiv ni une URL Pith&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” does not name a paper: after /paper/ an arXiv id was expected, found “%2”</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne pas un article&#xa0;: un identifiant arXiv était attendu après /paper/, trouvé «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>“%1” is not an http or https URL; %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une URL http ou https&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” does not name an arXiv paper: found “%2” where an id was expected</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne pas un article arXiv&#xa0;: «&#xa0;%2&#xa0;» trouvé là où un identifiant était attendu</translation>
    </message>
    <message>
        <source>“%1” is an arXiv URL but not a paper&apos;s page; expected https://arxiv.org/abs/&lt;id&gt;</source>
        <translation>«&#xa0;%1&#xa0;» est une URL arXiv mais pas la page d’un article&#xa0;; attendu&#xa0;: https://arxiv.org/abs/&lt;id&gt;</translation>
    </message>
    <message>
        <source>“%1” is not an arXiv DOI; %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un DOI arXiv&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” is a DOI but not an arXiv one (10.48550/arXiv.&lt;id&gt;); %2</source>
        <translation>«&#xa0;%1&#xa0;» est un DOI mais pas un DOI arXiv (10.48550/arXiv.&lt;id&gt;)&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” is a Pith URL but not a paper&apos;s; expected https://pith.science/paper/&lt;id&gt;</source>
        <translation>«&#xa0;%1&#xa0;» est une URL Pith mais pas celle d’un article&#xa0;; attendu&#xa0;: https://pith.science/paper/&lt;id&gt;</translation>
    </message>
    <message>
        <source>“%1” is a URL from %2, which serves no Pith records; %3</source>
        <translation>«&#xa0;%1&#xa0;» est une URL de %2, qui ne sert aucun relevé Pith&#xa0;; %3</translation>
    </message>
    <message>
        <source>Nothing to open: %1</source>
        <translation>Rien à ouvrir&#xa0;: %1</translation>
    </message>
    <message>
        <source>The input is %1 characters long; %2</source>
        <translation>L’entrée compte %1 caractères&#xa0;; %2</translation>
    </message>
    <message>
        <source>“%1” contains spaces or control characters; %2</source>
        <translation>«&#xa0;%1&#xa0;» contient des espaces ou des caractères de contrôle&#xa0;; %2</translation>
    </message>
    <message>
        <source>The base URL “%1” is not an absolute URL with a host, such as https://pith.science</source>
        <translation>L’URL de base «&#xa0;%1&#xa0;» n’est pas une URL absolue avec un hôte, comme https://pith.science</translation>
    </message>
    <message>
        <source>The base URL “%1” must start with https:// (or http:// for a local server)</source>
        <translation>L’URL de base «&#xa0;%1&#xa0;» doit commencer par https:// (ou http:// pour un serveur local)</translation>
    </message>
    <message>
        <source>The base URL “%1” must not contain a query, fragment or user name</source>
        <translation>L’URL de base «&#xa0;%1&#xa0;» ne doit contenir ni requête, ni fragment, ni nom d’utilisateur</translation>
    </message>
    <message>
        <source>the record is of arXiv:%1, not of arXiv:%2 as asked; it was refused</source>
        <extracomment>%1 the id the record names, %2 the id asked for
----------
%1 the record&apos;s id with its version, %2 the id and version asked for</extracomment>
        <translation>le relevé est celui d’arXiv:%1, et non d’arXiv:%2 comme demandé&#xa0;; il a été refusé</translation>
    </message>
    <message>
        <source>%1 is this computer (a loopback address), and the base URL %2 is not: a server may not redirect into this computer</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 est cet ordinateur (une adresse de bouclage), et l’URL de base %2 ne l’est pas&#xa0;: un serveur ne peut pas rediriger vers cet ordinateur</translation>
    </message>
    <message>
        <source>%1 is a link-local address (where cloud metadata services answer), and the base URL %2 is not</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 est une adresse lien-local (où répondent les services de métadonnées du cloud), et l’URL de base %2 ne l’est pas</translation>
    </message>
    <message>
        <source>%1 is a private network address, and the base URL %2 is not: a server may not redirect into the local network</source>
        <extracomment>%1 the redirect&apos;s target host, %2 the base URL</extracomment>
        <translation>%1 est une adresse de réseau privé, et l’URL de base %2 ne l’est pas&#xa0;: un serveur ne peut pas rediriger vers le réseau local</translation>
    </message>
</context>
<context>
    <name>pith::net::RecordCache</name>
    <message>
        <source>the cached copy %1 is unusable (%2); it was set aside as %3</source>
        <extracomment>%1 the cache file, %2 why it is unusable, %3 where it was moved</extracomment>
        <translation>la copie en cache %1 est inutilisable (%2)&#xa0;; elle a été mise de côté sous %3</translation>
    </message>
    <message>
        <source>not an arXiv id: %1</source>
        <translation>pas un identifiant arXiv&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>impossible de créer %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: the digest of %n observation(s) does not match (%2)</source>
        <extracomment>%1 a file or URL, %n how many observations, %2 the first failing observation id</extracomment>
        <translation>
            <numerusform>%1&#xa0;: l’empreinte de %n observation ne correspond pas (%2)</numerusform>
            <numerusform>%1&#xa0;: les empreintes de %n observations ne correspondent pas (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the record&apos;s context digest does not match</source>
        <translation>%1&#xa0;: l’empreinte de contexte du relevé ne correspond pas</translation>
    </message>
    <message>
        <source>could not remove everything in %1</source>
        <extracomment>%1 the cache folder</extracomment>
        <translation>impossible de tout supprimer dans %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::Breakdown</name>
    <message>
        <source>%1 of %2 outbound references displayed</source>
        <extracomment>Above the breakdown chart, official wording; %1 displayed, %2 total outbound references</extracomment>
        <translation>%1 références sortantes affichées sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n observation(s)</source>
        <extracomment>Accessible description of one breakdown segment; %1 the state name</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n observation</numerusform>
            <numerusform>%1&#xa0;: %n observations</numerusform>
        </translation>
    </message>
    <message>
        <source>No outbound observation</source>
        <translation>Aucune observation sortante</translation>
    </message>
    <message>
        <source>%1 of %2 outbound observations exported</source>
        <extracomment>Above the breakdown chart of an exported subset; %1 exported, %2 the source&apos;s outbound observations</extracomment>
        <translation>%1 sur %2 observations sortantes exportées</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more state(s)</source>
        <extracomment>The breakdown&apos;s last entry when it cannot draw every state (a record with thousands)</extracomment>
        <translation>
            <numerusform>%Ln autre état</numerusform>
            <numerusform>%Ln autres états</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::BreakdownChart</name>
    <message>
        <source>Resolution breakdown</source>
        <translation>Répartition des résolutions</translation>
    </message>
    <message>
        <source>No record open.</source>
        <translation>Aucun relevé ouvert.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)
Click to show only these rows.</source>
        <extracomment>Breakdown chart tooltip; %1 state name, %2 observation count</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %2 sur %n observation sortante
Cliquez pour n’afficher que ces lignes.</numerusform>
            <numerusform>%1&#xa0;: %2 sur %n observations sortantes
Cliquez pour n’afficher que ces lignes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolution breakdown, %1</source>
        <extracomment>Accessible name of the chart with its current segment, e.g. &quot;unresolved: 10 observations&quot;</extracomment>
        <translation>Répartition des résolutions, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)</source>
        <extracomment>Breakdown chart tooltip of the entry that stands for the states not drawn; %1 &quot;N more states&quot;, %2 their observations</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %2 sur %n observation sortante</numerusform>
            <numerusform>%1&#xa0;: %2 sur %n observations sortantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ChangesView</name>
    <message>
        <source>Before and after</source>
        <extracomment>accessible name of the Changes view&apos;s pane with the selected change&apos;s before and after</extracomment>
        <translation>Avant et après</translation>
    </message>
    <message>
        <source>&amp;Select in Tab</source>
        <extracomment>Changes view: select the selected change&apos;s observation in the tab&apos;s table</extracomment>
        <translation>&amp;Sélectionner dans l’onglet</translation>
    </message>
    <message>
        <source>&amp;Open Older Copy</source>
        <extracomment>Changes view: open the copy the tab is compared with in a tab of its own</extracomment>
        <translation>&amp;Ouvrir la copie antérieure</translation>
    </message>
    <message>
        <source>Changes in arXiv:%1</source>
        <extracomment>title of the Changes view: %1 the paper&apos;s arXiv id</extracomment>
        <translation>Modifications de arXiv:%1</translation>
    </message>
    <message>
        <source>Before:</source>
        <extracomment>Changes view, before/after pane: the value in the older copy</extracomment>
        <translation>Avant :</translation>
    </message>
    <message>
        <source>Now:</source>
        <extracomment>Changes view, before/after pane: the value in the copy the tab shows</extracomment>
        <translation>Maintenant :</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <extracomment>Changes view, before/after pane: the JSON pointers of the fields that changed</extracomment>
        <translation>Champs : %1</translation>
    </message>
    <message>
        <source>Observation: %1</source>
        <extracomment>Changes view, before/after pane: the observation&apos;s id</extracomment>
        <translation>Observation : %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourLegend</name>
    <message>
        <source>Colours:</source>
        <extracomment>Before the legend of the colouring rules beside the table</extracomment>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend entry: %1 the rule&apos;s name, %2 how many rows it colours</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Colours %n row(s) (a row takes the colours of the first rule that matches it).
Click to filter by its query: %1</source>
        <extracomment>%n rows the rule colours, %1 its query</extracomment>
        <translation>
            <numerusform>Colore %n ligne (une ligne prend les couleurs de la première règle qui la sélectionne).
Cliquer pour filtrer selon sa requête&#xa0;: %1</numerusform>
            <numerusform>Colore %n lignes (une ligne prend les couleurs de la première règle qui la sélectionne).
Cliquer pour filtrer selon sa requête&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourRulesDialog</name>
    <message>
        <source>Colouring rules (*.json);;All files (*)</source>
        <extracomment>File dialog filter for colouring rules files</extracomment>
        <translation>Règles de couleur (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Colouring Rules</source>
        <translation>Règles de couleur</translation>
    </message>
    <message>
        <source>A row takes the colours of the first enabled rule whose query (the filter bar&apos;s language) selects it. Drag rules to reorder.</source>
        <translation>Une ligne prend les couleurs de la première règle active dont la requête (dans le langage de la barre de filtre) la sélectionne. Faites glisser les règles pour les réordonner.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>&amp;Rétablir les règles par défaut</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. status:unresolved year:..2010</source>
        <translation>p.&#xa0;ex. status:unresolved year:..2010</translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation>Re&amp;quête&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text Colour…</source>
        <translation>Couleur du &amp;texte…</translation>
    </message>
    <message>
        <source>&amp;Background Colour…</source>
        <translation>Couleur du &amp;fond…</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <extracomment>%1 the column of the bad term, %2 the query parser&apos;s message (as in the filter bar)</extracomment>
        <translation>Colonne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>At most %n rules.</source>
        <translation>
            <numerusform>Au plus %n règle.</numerusform>
            <numerusform>Au plus %n règles.</numerusform>
        </translation>
    </message>
    <message>
        <source>New rule</source>
        <extracomment>The name of a newly added colouring rule</extracomment>
        <translation>Nouvelle règle</translation>
    </message>
    <message>
        <source>Text Colour</source>
        <translation>Couleur du texte</translation>
    </message>
    <message>
        <source>Background Colour</source>
        <translation>Couleur du fond</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n rule(s) from %1.</source>
        <translation>
            <numerusform>%n règle importée de %1.</numerusform>
            <numerusform>%n règles importées de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Non exporté&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rule(s) to %1.</source>
        <translation>
            <numerusform>%n règle exportée vers %1.</numerusform>
            <numerusform>%n règles exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Colouring Rules</source>
        <translation>Importer des règles de couleur</translation>
    </message>
    <message>
        <source>Export Colouring Rules</source>
        <translation>Exporter les règles de couleur</translation>
    </message>
    <message>
        <source>The default rules are back; OK or Apply keeps them.</source>
        <translation>Les règles par défaut sont rétablies&#xa0;; OK ou Appliquer les conserve.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Non appliqué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::CoverageBars</name>
    <message>
        <source>no source named</source>
        <translation>aucune source nommée</translation>
    </message>
    <message>
        <source>Source: %1, observation time not stated</source>
        <extracomment>Coverage lane source without an observation time; %1 the source names</extracomment>
        <translation>Source&#xa0;: %1, heure d’observation non indiquée</translation>
    </message>
    <message>
        <source>Source: %1, observed %2</source>
        <extracomment>Coverage lane source, official wording; %1 the source names, %2 an ISO time</extracomment>
        <translation>Source&#xa0;: %1, observée le %2</translation>
    </message>
    <message>
        <source>The record states no coverage lane.</source>
        <translation>Le relevé n’indique aucune voie de couverture.</translation>
    </message>
    <message>
        <source>measured</source>
        <extracomment>Coverage lane state</extracomment>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>reference resolution</source>
        <extracomment>Coverage lane names (record-format.md)</extracomment>
        <translation>résolution des références</translation>
    </message>
    <message>
        <source>standing notices</source>
        <translation>avis sur le statut</translation>
    </message>
    <message>
        <source>inbound itemization</source>
        <translation>détail des citations entrantes</translation>
    </message>
    <message>
        <source>external citation measurements</source>
        <translation>mesures de citation externes</translation>
    </message>
    <message>
        <source>%1 %2 of %3 %4</source>
        <extracomment>Coverage lane, official wording &quot;measured 21 of 21 reference resolution&quot;; %1 state, %2 observed, %3 denominator, %4 lane</extracomment>
        <translation>%1 %2 sur %3 %4</translation>
    </message>
</context>
<context>
    <name>pith::ui::CoverageBarsWidget</name>
    <message>
        <source>Local time: %1</source>
        <extracomment>Tooltip line under &quot;Source: ..., observed &lt;UTC time&gt;&quot;</extracomment>
        <translation>Heure locale&#xa0;: %1</translation>
    </message>
    <message>
        <source>Coverage vector</source>
        <translation>Vecteur de couverture</translation>
    </message>
    <message>
        <source>No coverage lane.</source>
        <translation>Aucune voie de couverture.</translation>
    </message>
</context>
<context>
    <name>pith::ui::DefaultColourRules</name>
    <message>
        <source>Retraction notice</source>
        <translation>Avis de rétractation</translation>
    </message>
    <message>
        <source>Failing digest</source>
        <translation>Empreinte invalide</translation>
    </message>
    <message>
        <source>Critical finding</source>
        <translation>Constat critique</translation>
    </message>
    <message>
        <source>Needs fix</source>
        <translation>À corriger</translation>
    </message>
    <message>
        <source>Unresolved</source>
        <translation>Non résolu</translation>
    </message>
</context>
<context>
    <name>pith::ui::DetailPane</name>
    <message>
        <source>none</source>
        <extracomment>Shown for a field whose value is null or missing</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>arXiv id</source>
        <translation>Identifiant arXiv</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Soumis</translation>
    </message>
    <message>
        <source>Last updated</source>
        <translation>Dernière mise à jour</translation>
    </message>
    <message>
        <source>Snapshot observed</source>
        <translation>Instantané observé</translation>
    </message>
    <message>
        <source>an untitled work</source>
        <translation>une œuvre sans titre</translation>
    </message>
    <message>
        <source>%1 cites this paper.</source>
        <translation>%1 cite cet article.</translation>
    </message>
    <message>
        <source>This paper cites %1.</source>
        <translation>Cet article cite %1.</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Référence %1</translation>
    </message>
    <message>
        <source>no resolver link</source>
        <translation>aucun lien de résolveur</translation>
    </message>
    <message>
        <source>Resolution: %1; %2, observed %3</source>
        <translation>Résolution&#xa0;: %1&#xa0;; %2, observée le %3</translation>
    </message>
    <message>
        <source>Unavailable: %1.</source>
        <translation>Indisponible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison indiquée</translation>
    </message>
    <message>
        <source>No observation digest is stated; computed %1.</source>
        <translation>Aucune empreinte d’observation n’est indiquée&#xa0;; calculée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The observation digest verifies.</source>
        <translation>L’empreinte de l’observation est vérifiée.</translation>
    </message>
    <message>
        <source>The observation digest does NOT match: the record states %1, the observation hashes to %2.</source>
        <translation>L’empreinte de l’observation NE correspond PAS&#xa0;: le relevé indique %1, l’observation donne %2.</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Observation</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>outbound</source>
        <translation>sortante</translation>
    </message>
    <message>
        <source>inbound</source>
        <translation>entrante</translation>
    </message>
    <message>
        <source>Observation id</source>
        <translation>Identifiant d’observation</translation>
    </message>
    <message>
        <source>Stated digest</source>
        <translation>Empreinte indiquée</translation>
    </message>
    <message>
        <source>Computed digest</source>
        <translation>Empreinte calculée</translation>
    </message>
    <message>
        <source>Reference index</source>
        <translation>Numéro de référence</translation>
    </message>
    <message>
        <source>Citation source</source>
        <translation>Source de la citation</translation>
    </message>
    <message>
        <source>Citation source observed</source>
        <translation>Source de la citation observée</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Resolver</source>
        <translation>Résolveur</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observée</translation>
    </message>
    <message>
        <source>Citing paper</source>
        <translation>Article citant</translation>
    </message>
    <message>
        <source>Cited paper</source>
        <translation>Article cité</translation>
    </message>
    <message>
        <source>Cited work</source>
        <translation>Œuvre citée</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Œuvre</translation>
    </message>
    <message>
        <source>Work id</source>
        <translation>Identifiant de l’œuvre</translation>
    </message>
    <message>
        <source>DOI</source>
        <translation>DOI</translation>
    </message>
    <message>
        <source>Pith arXiv id</source>
        <translation>Identifiant arXiv Pith</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Lieu de publication</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Metadata source</source>
        <translation>Source des métadonnées</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liens</translation>
    </message>
    <message>
        <source>Source-reported events for the cited work</source>
        <extracomment>Heading as on pith.science</extracomment>
        <translation>Événements signalés par les sources pour l’œuvre citée</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <source>Source receipts</source>
        <translation>Reçus des sources</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>%1, observed %2</source>
        <translation>%1, observé le %2</translation>
    </message>
    <message>
        <source>Keys this version does not know</source>
        <extracomment>Keys in the observation that the format does not define</extracomment>
        <translation>Clés inconnues de cette version</translation>
    </message>
    <message>
        <source>Observation details</source>
        <translation>Détails de l’observation</translation>
    </message>
    <message>
        <source>Raw JSON of the observation</source>
        <translation>JSON brut de l’observation</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>JSON brut</translation>
    </message>
    <message>
        <source>Open the Cited Paper&apos;s Record</source>
        <translation>Ouvrir le relevé de l’article cité</translation>
    </message>
    <message>
        <source>Fetch and open the record of the paper this observation links to (Ctrl+click: in a new tab)</source>
        <translation>Récupérer et ouvrir le relevé de l’article vers lequel pointe cette observation (Ctrl+clic&#xa0;: dans un nouvel onglet)</translation>
    </message>
    <message>
        <source>Open the Citing Paper&apos;s Record</source>
        <translation>Ouvrir le relevé de l’article citant</translation>
    </message>
    <message>
        <source>Fetch and open the record of the citing paper (Ctrl+click: in a new tab)</source>
        <translation>Récupérer et ouvrir le relevé de l’article citant (Ctrl+clic&#xa0;: dans un nouvel onglet)</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <translation>Copier le texte</translation>
    </message>
    <message>
        <source>Copy the details as plain text</source>
        <translation>Copier les détails en texte brut</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <translation>Copier le JSON</translation>
    </message>
    <message>
        <source>Copy the observation&apos;s JSON, pretty-printed</source>
        <translation>Copier le JSON de l’observation, mis en forme</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copier l’identifiant</translation>
    </message>
    <message>
        <source>Copy the observation id</source>
        <translation>Copier l’identifiant de l’observation</translation>
    </message>
    <message>
        <source>Copy Digest</source>
        <translation>Copier l’empreinte</translation>
    </message>
    <message>
        <source>Copy the stated observation digest</source>
        <translation>Copier l’empreinte d’observation indiquée</translation>
    </message>
    <message>
        <source>Select an observation to see it in full.</source>
        <translation>Sélectionnez une observation pour la voir en entier.</translation>
    </message>
    <message>
        <source>This reference has no Pith link to a paper record, so it cannot be followed.</source>
        <translation>Cette référence n’a pas de lien Pith vers le relevé d’un article&#xa0;; elle ne peut donc pas être suivie.</translation>
    </message>
    <message>
        <source>This reference&apos;s link &quot;%1&quot; is not a Pith paper link, so it is not followed.</source>
        <translation>Le lien «&#xa0;%1&#xa0;» de cette référence n’est pas un lien Pith vers un article&#xa0;; il n’est donc pas suivi.</translation>
    </message>
    <message>
        <source>This citation has no Pith link to the citing paper&apos;s record, so it cannot be followed.</source>
        <translation>Cette citation n’a pas de lien Pith vers le relevé de l’article citant&#xa0;; elle ne peut donc pas être suivie.</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>Row label before &quot;shown 1,000 of 2,500&quot;: how many unknown keys are listed</extracomment>
        <translation>Clés</translation>
    </message>
    <message>
        <source>This observation&apos;s details cannot be shown: the record&apos;s file %1.</source>
        <extracomment>%1 why, e.g. &quot;changed on disk since it was opened: open it again to see the record as it is now&quot;</extracomment>
        <translation>Les détails de cette observation ne peuvent pas être affichés : le fichier de l’enregistrement %1.</translation>
    </message>
</context>
<context>
    <name>pith::ui::ExportDialog</name>
    <message>
        <source>Export Observations</source>
        <translation>Exporter les observations</translation>
    </message>
    <message>
        <source>CSV (spreadsheets)</source>
        <translation>CSV (tableurs)</translation>
    </message>
    <message>
        <source>JSON (observations as issued, verifiable)</source>
        <translation>JSON (observations telles qu’émises, vérifiables)</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>Rapport PDF</translation>
    </message>
    <message numerus="yes">
        <source>All observations (%n)</source>
        <translation>
            <numerusform>Toutes les observations (%n)</numerusform>
            <numerusform>Toutes les observations (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the shown observations (%n)</source>
        <translation>
            <numerusform>Seulement les observations affichées (%n)</numerusform>
            <numerusform>Seulement les observations affichées (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No filter is applied.</source>
        <translation>Aucun filtre n’est appliqué.</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filtre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Start with a byte order mark (for spreadsheet programs)</source>
        <translation>Commencer par une marque d’ordre des octets (pour les tableurs)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Lignes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Destination&#xa0;:</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <source>There is no record to export.</source>
        <translation>Il n’y a aucun relevé à exporter.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;cannot write /x.csv: Permission denied&quot;</extracomment>
        <translation>L’export a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rows are written in the record&apos;s order, as pith-ledger-cli export writes them.</source>
        <translation>Les lignes sont écrites dans l’ordre du relevé, comme les écrit pith-ledger-cli export.</translation>
    </message>
    <message>
        <source>The shown rows are written in the table&apos;s sort order; pith-ledger-cli export writes the record&apos;s order.</source>
        <translation>Les lignes affichées sont écrites dans l’ordre de tri du tableau&#xa0;; pith-ledger-cli export écrit l’ordre du relevé.</translation>
    </message>
    <message>
        <source>Colour the rows by the colouring rules</source>
        <translation>Colorer les lignes selon les règles de couleur</translation>
    </message>
</context>
<context>
    <name>pith::ui::ExternalMeasurementsPanel</name>
    <message>
        <source>not stated</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>External citation measurements</source>
        <translation>Mesures de citations externes</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One field of an external measurement: &quot;observed at: 2026-06-30T16:04:52Z&quot;</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(empty measurement)</source>
        <translation>(mesure vide)</translation>
    </message>
    <message>
        <source>No source-named external measurement is stored.</source>
        <translation>Aucune mesure externe nommant sa source n’est enregistrée.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more measurement(s) not listed</source>
        <translation>
            <numerusform>%Ln autre mesure non listée</numerusform>
            <numerusform>%Ln autres mesures non listées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::FilterBar</name>
    <message>
        <source>status:unresolved notice:unavailable -resolver:raw_fallback &quot;words&quot;</source>
        <translation>status:unresolved notice:unavailable -resolver:raw_fallback &quot;mots&quot;</translation>
    </message>
    <message>
        <source>Filter query</source>
        <translation>Requête de filtre</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Lignes affichées</translation>
    </message>
    <message>
        <source>Filter error</source>
        <translation>Erreur de filtre</translation>
    </message>
    <message>
        <source>Show only observations with %1 %2 (edits the query text)</source>
        <translation>N’afficher que les observations avec %1 %2 (modifie le texte de la requête)</translation>
    </message>
    <message>
        <source>Facet %1: %2</source>
        <translation>Facette %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Direction:</source>
        <extracomment>Facet group label: outbound / inbound buttons follow</extracomment>
        <translation>Sens&#xa0;:</translation>
    </message>
    <message>
        <source>Status:</source>
        <extracomment>Facet group label: resolution state buttons follow</extracomment>
        <translation>Statut&#xa0;:</translation>
    </message>
    <message>
        <source>Notice:</source>
        <extracomment>Facet group label: standing notice state buttons follow</extracomment>
        <translation>Avis&#xa0;:</translation>
    </message>
    <message>
        <source>Event:</source>
        <extracomment>Facet group label: standing-notice event type buttons follow (retraction, correction, ...)</extracomment>
        <translation>Événement :</translation>
    </message>
    <message>
        <source>&lt;p&gt;Space-separated terms that must all hold. &lt;code&gt;key:v1,v2&lt;/code&gt; matches any listed value, a leading &lt;code&gt;-&lt;/code&gt; negates, bare words and &quot;quoted phrases&quot; match titles, ids and DOIs.&lt;/p&gt;&lt;p&gt;Keys: direction, status, resolver, notice, event, source, year, digest (ok/bad), ref.&lt;/p&gt;&lt;p&gt;year, ref and event take a number, a range &lt;code&gt;year:2019..2021&lt;/code&gt; (an end may be left open: &lt;code&gt;year:2019..&lt;/code&gt;), or &lt;code&gt;year:&amp;gt;=2020&lt;/code&gt;, &lt;code&gt;&amp;lt;=&lt;/code&gt;, &lt;code&gt;&amp;gt;&lt;/code&gt;, &lt;code&gt;&amp;lt;&lt;/code&gt;; &lt;code&gt;none&lt;/code&gt; matches a missing value.&lt;/p&gt;&lt;p&gt;Keys and values complete as you type. The same text works with &lt;code&gt;pith-ledger-cli export --filter&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Termes séparés par des espaces, qui doivent tous être vrais. &lt;code&gt;clé:v1,v2&lt;/code&gt; correspond à l’une des valeurs données, un &lt;code&gt;-&lt;/code&gt; en tête inverse le terme, les mots seuls et les &quot;phrases entre guillemets&quot; cherchent dans les titres, identifiants et DOI.&lt;/p&gt;&lt;p&gt;Clés (en anglais, comme dans la requête)&#xa0;: direction, status, resolver, notice, event, source, year, digest (ok/bad), ref.&lt;/p&gt;&lt;p&gt;year, ref et event prennent un nombre, un intervalle &lt;code&gt;year:2019..2021&lt;/code&gt; (une borne peut rester ouverte&#xa0;: &lt;code&gt;year:2019..&lt;/code&gt;) ou &lt;code&gt;year:&amp;gt;=2020&lt;/code&gt;, &lt;code&gt;&amp;lt;=&lt;/code&gt;, &lt;code&gt;&amp;gt;&lt;/code&gt;, &lt;code&gt;&amp;lt;&lt;/code&gt;&#xa0;; &lt;code&gt;none&lt;/code&gt; correspond à une valeur absente.&lt;/p&gt;&lt;p&gt;Les clés et les valeurs se complètent pendant la saisie. Le même texte fonctionne avec &lt;code&gt;pith-ledger-cli export --filter&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sa&amp;ved</source>
        <extracomment>Drop-down beside the filter: saved queries</extracomment>
        <translation>Enre&amp;gistrés</translation>
    </message>
    <message>
        <source>Saved filters: apply one, or save the current query under a name</source>
        <translation>Filtres enregistrés&#xa0;: en appliquer un, ou enregistrer la requête actuelle sous un nom</translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation>Filtres enregistrés</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>Enregistrer le filtre</translation>
    </message>
    <message>
        <source>Name for &quot;%1&quot;:</source>
        <translation>Nom pour «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>No saved filters</source>
        <translation>Aucun filtre enregistré</translation>
    </message>
    <message>
        <source>&amp;Save Current Filter…</source>
        <translation>&amp;Enregistrer le filtre actuel…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 shown</source>
        <extracomment>&quot;n of m shown&quot;: %1 rows the filter keeps, %2 rows in the record (the plural follows %2)</extracomment>
        <translation>
            <numerusform>%1 sur %2 affichée</numerusform>
            <numerusform>%1 sur %2 affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2 (no filter is in force: every row is shown)</source>
        <translation>Colonne %1&#xa0;: %2 (aucun filtre en vigueur&#xa0;: toutes les lignes sont affichées)</translation>
    </message>
    <message>
        <source>Column %1: %2 (the rows still show the last filter applied: %3)</source>
        <translation>Colonne %1&#xa0;: %2 (les lignes montrent toujours le dernier filtre appliqué&#xa0;: %3)</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;iltre&#xa0;:</translation>
    </message>
    <message>
        <source>Findings:</source>
        <extracomment>Facet group label: Pith integrity finding severities follow</extracomment>
        <translation>Constats :</translation>
    </message>
</context>
<context>
    <name>pith::ui::HistoryTracker</name>
    <message>
        <source>all digests verified</source>
        <translation>toutes les empreintes vérifiées</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>avertissements</translation>
    </message>
    <message>
        <source>fails verification</source>
        <translation>échoue à la vérification</translation>
    </message>
    <message>
        <source>Show changes</source>
        <extracomment>a link in the banner: opens the Changes view, a table of every change</extracomment>
        <translation>Afficher les modifications</translation>
    </message>
    <message>
        <source>Stored copy as of %1, kept %2 from %3. Reload fetches the current one.</source>
        <extracomment>banner on a tab showing a copy from the history: %1 its as_of date, %2 when it was kept, %3 where it came from</extracomment>
        <translation>Copie enregistrée, état du %1, gardée le %2 depuis %3. Recharger récupère la copie actuelle.</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>Masquer cette note</translation>
    </message>
    <message>
        <source>Changed since the older copy</source>
        <translation>Modifié depuis la copie plus ancienne</translation>
    </message>
    <message>
        <source>before: %1; now: %2</source>
        <extracomment>before/after of a change, %1 the older value, %2 the newer</extracomment>
        <translation>avant&#xa0;: %1&#xa0;; maintenant&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;History of This Paper...</source>
        <translation>&amp;Historique de cet article…</translation>
    </message>
    <message>
        <source>W&amp;atch This Paper</source>
        <translation>Su&amp;ivre cet article</translation>
    </message>
    <message>
        <source>Watching arXiv:%1</source>
        <translation>arXiv:%1 est suivi</translation>
    </message>
    <message>
        <source>No longer watching arXiv:%1</source>
        <translation>arXiv:%1 n’est plus suivi</translation>
    </message>
    <message>
        <source>Wat&amp;ched Papers...</source>
        <translation>&amp;Articles suivis…</translation>
    </message>
    <message>
        <source>History of arXiv:%1</source>
        <translation>Historique d’arXiv:%1</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>État du</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardée le</translation>
    </message>
    <message>
        <source>Context digest</source>
        <translation>Empreinte du contexte</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Sortantes</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Entrantes</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>The copy this tab shows</source>
        <translation>La copie affichée dans cet onglet</translation>
    </message>
    <message>
        <source>Every copy of this paper the program opened or fetched, newest first.</source>
        <translation>Chaque copie de cet article que le programme a ouverte ou récupérée, la plus récente d’abord.</translation>
    </message>
    <message>
        <source>&amp;Open Read-Only</source>
        <translation>&amp;Ouvrir en lecture seule</translation>
    </message>
    <message>
        <source>&amp;Compare with This Tab</source>
        <translation>&amp;Comparer avec cet onglet</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>keep the newest </source>
        <extracomment>Preferences, history: prune to the newest N copies of each paper (N in the spin box)</extracomment>
        <translation>garder les </translation>
    </message>
    <message>
        <source> per paper</source>
        <translation> plus récentes par article</translation>
    </message>
    <message>
        <source>&amp;Prune</source>
        <translation>É&amp;laguer</translation>
    </message>
    <message numerus="yes">
        <source>%n stored cop(ies), %1 in %2</source>
        <extracomment>%n copies, %1 their size on disk, %2 the database file</extracomment>
        <translation>
            <numerusform>%n copie enregistrée, %1 dans %2</numerusform>
            <numerusform>%n copies enregistrées, %1 dans %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n older cop(ies)</source>
        <translation>
            <numerusform>%n copie plus ancienne supprimée</numerusform>
            <numerusform>%n copies plus anciennes supprimées</numerusform>
        </translation>
    </message>
    <message>
        <source>Watched Papers</source>
        <translation>Articles suivis</translation>
    </message>
    <message>
        <source>arXiv:%1 (changed)</source>
        <translation>arXiv:%1 (modifié)</translation>
    </message>
    <message>
        <source>Papers checked for new copies on demand; changed ones are marked until opened.
%1</source>
        <translation>Articles vérifiés à la demande pour de nouvelles copies&#xa0;; ceux qui ont changé restent marqués jusqu’à leur ouverture.
%1</translation>
    </message>
    <message>
        <source>Check &amp;Now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message numerus="yes">
        <source>Watched papers checked: %n changed</source>
        <extracomment>after checking the watched papers</extracomment>
        <translation>
            <numerusform>Articles suivis vérifiés&#xa0;: %n modifié</numerusform>
            <numerusform>Articles suivis vérifiés&#xa0;: %n modifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be fetched</source>
        <translation>
            <numerusform>%n n’a pas pu être récupéré</numerusform>
            <numerusform>%n n’ont pas pu être récupérés</numerusform>
        </translation>
    </message>
    <message>
        <source>Check when the program &amp;starts</source>
        <translation>Vérifier au &amp;démarrage du programme</translation>
    </message>
    <message>
        <source>Filter the table</source>
        <extracomment>a link in the banner: filters the tab&apos;s table to the rows that changed</extracomment>
        <translation>Filtrer le tableau</translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies whose digests or audit fail (kept, not compared with)</extracomment>
        <translation>
            <numerusform>%n échoue à la vérification</numerusform>
            <numerusform>%n échouent à la vérification</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Forget This Copy</source>
        <translation>&amp;Oublier cette copie</translation>
    </message>
    <message>
        <source>C&amp;lear This Paper&apos;s History...</source>
        <extracomment>removes every stored copy of the paper from the history, after asking</extracomment>
        <translation>&amp;Vider l’historique de cet article...</translation>
    </message>
    <message numerus="yes">
        <source>%n cop(ies) removed from the history</source>
        <extracomment>status bar after forgetting copies of a paper in the history</extracomment>
        <translation>
            <numerusform>%n copie retirée de l’historique</numerusform>
            <numerusform>%n copies retirées de l’historique</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>Vider l’historique</translation>
    </message>
    <message>
        <source>Remove every copy of arXiv:%1 kept in the history? Open tabs and record files are not touched.</source>
        <extracomment>%1 the arXiv id</extracomment>
        <translation>Retirer de l’historique toutes les copies d’arXiv:%1&#xa0;? Les onglets ouverts et les fichiers de relevés ne sont pas touchés.</translation>
    </message>
    <message>
        <source>Follow the newer copy</source>
        <extracomment>Undo/redo text: a review&apos;s decisions moved to the ids of a newer copy of the paper</extracomment>
        <translation>Suivre la copie plus récente</translation>
    </message>
    <message>
        <source>(conflicting)</source>
        <extracomment>History list, after a copy&apos;s as_of: another copy has the same as_of</extracomment>
        <translation>(en conflit)</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) with a copy kept</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies of another content than a kept copy with the same as_of (not compared with it)</extracomment>
        <translation>
            <numerusform>%n conflit avec une copie gardée</numerusform>
            <numerusform>%n conflits avec des copies gardées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::Integrity</name>
    <message>
        <source>No record</source>
        <translation>Aucun relevé</translation>
    </message>
    <message>
        <source>No record is open.</source>
        <translation>Aucun relevé n’est ouvert.</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityBadge</name>
    <message>
        <source>Activate to list digest failures and audit findings.</source>
        <extracomment>Tooltip of the integrity badge, after the verdict sentence</extracomment>
        <translation>Activez pour lister les empreintes invalides et les constats d’audit.</translation>
    </message>
    <message>
        <source>Integrity: %1</source>
        <translation>Intégrité&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDetail</name>
    <message numerus="yes">
        <source>Pith integrity findings (%n)</source>
        <translation>
            <numerusform>Constats d’intégrité de Pith (%n)</numerusform>
            <numerusform>Constats d’intégrité de Pith (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Snippet</source>
        <translation>Extrait</translation>
    </message>
    <message>
        <source>Detected DOI</source>
        <translation>DOI détecté</translation>
    </message>
    <message>
        <source>Detected arXiv id</source>
        <translation>Identifiant arXiv détecté</translation>
    </message>
    <message>
        <source>ref_index</source>
        <translation>ref_index</translation>
    </message>
    <message>
        <source>Audited at</source>
        <translation>Audité le</translation>
    </message>
    <message>
        <source>Detector</source>
        <translation>Détecteur</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to references</source>
        <extracomment>%n findings on their rows</extracomment>
        <translation>
            <numerusform>%n constat rattaché à des références</numerusform>
            <numerusform>%n constats rattachés à des références</numerusform>
        </translation>
    </message>
    <message>
        <source>Not joined: %1 — %2</source>
        <translation>Non rattaché : %1 — %2</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDialog</name>
    <message>
        <source>Integrity</source>
        <translation>Intégrité</translation>
    </message>
    <message>
        <source>Observation digests that do not match</source>
        <translation>Empreintes d’observation qui ne correspondent pas</translation>
    </message>
    <message>
        <source>Observation</source>
        <extracomment>Column: observation UUID</extracomment>
        <translation>Observation</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Column: outbound or inbound</extracomment>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Stated digest</source>
        <extracomment>Column: digest written in the record</extracomment>
        <translation>Empreinte indiquée</translation>
    </message>
    <message>
        <source>Computed digest</source>
        <extracomment>Column: digest recomputed over the canonical form</extracomment>
        <translation>Empreinte calculée</translation>
    </message>
    <message>
        <source>Audit findings</source>
        <translation>Constats d’audit</translation>
    </message>
    <message>
        <source>Severity</source>
        <extracomment>Column: error or warning</extracomment>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Code</source>
        <extracomment>Column: stable finding code such as state-count-mismatch</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Where</source>
        <extracomment>Column: JSON pointer into the record</extracomment>
        <translation>Où</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the failures and findings as text</source>
        <translation>Copier les erreurs et constats en texte</translation>
    </message>
    <message>
        <source>Integrity of arXiv:%1</source>
        <translation>Intégrité de arXiv:%1</translation>
    </message>
    <message>
        <source>(none stated)</source>
        <translation>(aucune indiquée)</translation>
    </message>
    <message>
        <source>Context digest stated:   %1
Context digest computed: %2</source>
        <translation>Empreinte de contexte indiquée&#xa0;: %1
Empreinte de contexte calculée&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Observation digests that do not match (%Ln)</source>
        <translation>
            <numerusform>Empreintes d’observation qui ne correspondent pas (%Ln)</numerusform>
            <numerusform>Empreintes d’observation qui ne correspondent pas (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%Ln)</source>
        <translation>
            <numerusform>Constats d’audit (%Ln)</numerusform>
            <numerusform>Constats d’audit (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every observation digest matches.</source>
        <translation>Chaque empreinte d’observation correspond.</translation>
    </message>
    <message>
        <source>The audit reports no finding.</source>
        <translation>L’audit ne signale aucun constat.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more not listed</source>
        <translation>
            <numerusform>%Ln autre non listé</numerusform>
            <numerusform>%Ln autres non listés</numerusform>
        </translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Column: the reference&apos;s number in the citing paper&apos;s bibliography, as in the table</extracomment>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select this row in the table.</source>
        <translation>Double-cliquer ou appuyer sur Entrée pour sélectionner cette ligne dans le tableau.</translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityLoader</name>
    <message>
        <source>Could not read the integrity findings: %1</source>
        <translation>Impossible de lire les constats d’intégrité : %1</translation>
    </message>
    <message>
        <source>%1 is not the integrity file of this record&apos;s paper: %2</source>
        <extracomment>%1 file or URL, %2 which papers</extracomment>
        <translation>%1 n’est pas le fichier d’intégrité de l’article de cet enregistrement : %2</translation>
    </message>
    <message>
        <source>Integrity findings from %1: %2 on references, %3 not joined</source>
        <extracomment>%1 file or URL, %2 findings on references, %3 not joined</extracomment>
        <translation>Constats d’intégrité de %1 : %2 sur des références, %3 non rattachés</translation>
    </message>
    <message>
        <source>Open a record first: integrity findings are joined to its references.</source>
        <translation>Ouvrez d’abord un enregistrement : les constats d’intégrité sont rattachés à ses références.</translation>
    </message>
    <message>
        <source>Cannot fetch integrity findings: this window has no network access.</source>
        <translation>Impossible de télécharger les constats d’intégrité : cette fenêtre n’a pas d’accès au réseau.</translation>
    </message>
    <message>
        <source>No integrity findings: %1</source>
        <extracomment>%1 the server&apos;s message (it names the paper and the HTTP status)</extracomment>
        <translation>Aucun constat d’intégrité : %1</translation>
    </message>
    <message>
        <source>Could not fetch the integrity findings: %1</source>
        <translation>Impossible de télécharger les constats d’intégrité : %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryReport</name>
    <message>
        <source>Library report: %1</source>
        <extracomment>library report: the document&apos;s title, %1 the folder or list</extracomment>
        <translation>Rapport de bibliothèque : %1</translation>
    </message>
    <message>
        <source>cannot draw on the output device</source>
        <translation>impossible de dessiner sur le périphérique de sortie</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>library report: heading of the records&apos; lines</extracomment>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <extracomment>library report: a record that could not be read, %1 its name, %2 why</extracomment>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound, %3 unresolved (%4%)</source>
        <translation>%1 sortantes, %2 entrantes, %3 non résolues (%4 %)</translation>
    </message>
    <message>
        <source>reviewed %1 of %2</source>
        <extracomment>library report: review progress, %1 reviewed of %2 observations</extracomment>
        <translation>%1 sur %2 examinées</translation>
    </message>
    <message>
        <source>Totals</source>
        <extracomment>library report: heading of the totals</extracomment>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>%1 outbound, %2 inbound, %3 unresolved (%4%), %5 reviewed</source>
        <extracomment>library report totals: %1 outbound, %2 inbound, %3 unresolved, %4 share, %5 reviewed</extracomment>
        <translation>%1 sortantes, %2 entrantes, %3 non résolues (%4 %), %5 examinées</translation>
    </message>
    <message>
        <source>Observations: %1 of %2</source>
        <extracomment>library report: heading of the observations, %1 shown, %2 of all</extracomment>
        <translation>Observations : %1 sur %2</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <extracomment>library report: the query the observations were selected by</extracomment>
        <translation>Requête : %1</translation>
    </message>
    <message>
        <source>drawing the report failed</source>
        <translation>le dessin du rapport a échoué</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>library report totals: records read</extracomment>
        <translation>
            <numerusform>%n enregistrement lu</numerusform>
            <numerusform>%n enregistrements lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>library report totals: records that could not be read</extracomment>
        <translation>
            <numerusform>%n illisible</numerusform>
            <numerusform>%n illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>library report totals: records whose verification fails (the verb agrees with them)</extracomment>
        <translation>
            <numerusform>%n échoue à la vérification</numerusform>
            <numerusform>%n échouent à la vérification</numerusform>
        </translation>
    </message>
    <message>
        <source>digest does not match</source>
        <extracomment>library report: an observation line&apos;s mark when its digest does not match</extracomment>
        <translation>l’empreinte ne correspond pas</translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryTab</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>%1 (library)</source>
        <extracomment>Tab title of a library: %1 the folder&apos;s name</extracomment>
        <translation>%1 (bibliothèque)</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n illisible</numerusform>
            <numerusform>%n illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still to read</source>
        <translation>
            <numerusform>%n encore à lire</numerusform>
            <numerusform>%n encore à lire</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter every record&apos;s observations: status:unresolved review:none paper:2509.00217</source>
        <translation>Filtrer les observations de tous les enregistrements : status:unresolved review:none paper:2509.00217</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <extracomment>Library tab: the table of records</extracomment>
        <translation>&amp;Enregistrements</translation>
    </message>
    <message>
        <source>O&amp;bservations</source>
        <extracomment>Library tab: every observation of every record</extracomment>
        <translation>O&amp;bservations</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Write the shown observations as CSV, or the library report as PDF</source>
        <translation>Écrire les observations affichées en CSV, ou le rapport de bibliothèque en PDF</translation>
    </message>
    <message>
        <source>Export the Library</source>
        <translation>Exporter la bibliothèque</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>PDF library report (*.pdf)</source>
        <translation>Rapport de bibliothèque PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>Key %1 in the table</source>
        <extracomment>Library queue: the tooltip of a decision button, %1 its key</extracomment>
        <translation>Touche %1 dans le tableau</translation>
    </message>
    <message>
        <source>Not reviewed yet</source>
        <translation>Pas encore relu</translation>
    </message>
    <message>
        <source>Review decision: %1</source>
        <translation>Décision de relecture : %1</translation>
    </message>
    <message>
        <source>The decision was not saved: %1</source>
        <extracomment>Library queue: %1 why the decision could not be saved</extracomment>
        <translation>La décision n’a pas été enregistrée : %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>Library queue: %1 the review file the decision was saved to</extracomment>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>The record is no longer in the library</source>
        <extracomment>Library queue: the record of an undo step is no longer in the library</extracomment>
        <translation>L’enregistrement n’est plus dans la bibliothèque</translation>
    </message>
    <message>
        <source>the review file has changed this observation since</source>
        <extracomment>Library queue: undo or redo refused, the review file has another decision or note for the observation than the queue left there</extracomment>
        <translation>le fichier de relecture a modifié cette observation depuis</translation>
    </message>
    <message>
        <source>Show only the records that are %1 (again: all)</source>
        <extracomment>Library Records facet tooltip: %1 the value (&quot;failing&quot;)</extracomment>
        <translation>N’afficher que les enregistrements %1 (à nouveau : tous)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Library queue: the undo action, %1 what it undoes (&quot;Mark as confirmed&quot;)</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Library queue: the redo action, %1 what it redoes</extracomment>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n observation(s)</source>
        <extracomment>Library tab: %1 observations shown of %n in all records</extracomment>
        <translation>
            <numerusform>%1 sur %n observation</numerusform>
            <numerusform>%1 sur %n observations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::MainWindow</name>
    <message>
        <source>Error message</source>
        <translation>Message d’erreur</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss the error message</source>
        <translation>Fermer le message d’erreur</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>L’ouverture de %1 a été annulée.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a record file (Ctrl+O)</source>
        <translation>Ouvrir un fichier de relevé (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open &amp;Location…</source>
        <translation>Ouvrir une &amp;adresse…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Type an arXiv id, an arXiv or pith.science URL, or a file path (Ctrl+L)</source>
        <translation>Saisissez un identifiant arXiv, une URL arXiv ou pith.science, ou un chemin de fichier (Ctrl+L)</translation>
    </message>
    <message>
        <source>Open &amp;Sample Record</source>
        <translation>Ouvrir le relevé d’e&amp;xemple</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Read the record again (F5, Ctrl+R)</source>
        <translation>Relire le relevé (F5, Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>A&amp;perçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l’onglet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>&amp;Copier les lignes</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text (Ctrl+C)</source>
        <translation>Copier les lignes sélectionnées en texte séparé par des tabulations (Ctrl+C)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>Focus the filter (Ctrl+F)</source>
        <translation>Aller au filtre (Ctrl+F)</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>&amp;Effacer le filtre</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Reference</source>
        <translation>Référence non résolue &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Reference</source>
        <translation>Référence non résolue &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>Back to the previous record in this tab (Alt+Left)</source>
        <translation>Revenir au relevé précédent dans cet onglet (Alt+Gauche)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;vancer</translation>
    </message>
    <message>
        <source>Forward to the next record in this tab (Alt+Right)</source>
        <translation>Aller au relevé suivant dans cet onglet (Alt+Droite)</translation>
    </message>
    <message>
        <source>Open this record&apos;s web page in the browser</source>
        <translation>Ouvrir la page web de ce relevé dans le navigateur</translation>
    </message>
    <message>
        <source>&amp;About Pith Ledger</source>
        <translation>À &amp;propos de Pith Ledger</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers ré&amp;cents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>arXiv id, arXiv or pith.science URL, or a file path (Ctrl+L)</source>
        <translation>Identifiant arXiv, URL arXiv ou pith.science, ou chemin de fichier (Ctrl+L)</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Could not open the record: %1</source>
        <translation>Impossible d’ouvrir le relevé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 rechargé</translation>
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
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>Ouvrir un relevé</translation>
    </message>
    <message>
        <source>Citation records (*.json)</source>
        <translation>Relevés de citations (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Select rows to copy them.</source>
        <translation>Sélectionnez des lignes pour les copier.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>%n ligne copiée en texte séparé par des tabulations.</numerusform>
            <numerusform>%n lignes copiées en texte séparé par des tabulations.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Pith Ledger</source>
        <translation>À propos de Pith Ledger</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pith Ledger %1&lt;/h3&gt;&lt;p&gt;A desktop browser for Pith Paper Citation Records: what a paper cites, who cites it, how each reference was resolved, and whether every SHA-256 digest verifies.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pith Ledger %1&lt;/h3&gt;&lt;p&gt;Un navigateur de bureau pour les Pith Paper Citation Records&#xa0;: ce qu’un article cite, qui le cite, comment chaque référence a été résolue, et si chaque empreinte SHA-256 est vérifiée.&lt;/p&gt;&lt;p&gt;Distribué sous la licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export the shown rows or all of them as CSV, JSON or PDF (Ctrl+E)</source>
        <translation>Exporter les lignes affichées ou toutes les lignes en CSV, JSON ou PDF (Ctrl+E)</translation>
    </message>
    <message>
        <source>Cannot fetch &quot;%1&quot;: this window has no network access.</source>
        <translation>Impossible de récupérer «&#xa0;%1&#xa0;»&#xa0;: cette fenêtre n’a pas d’accès au réseau.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Impossible d’ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled.</source>
        <translation>La récupération de %1 a été annulée.</translation>
    </message>
    <message>
        <source>Could not fetch the record of %1: %2</source>
        <translation>Impossible de récupérer le relevé de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This record&apos;s arXiv id &quot;%1&quot; is not one the web page can be opened for.</source>
        <translation>L’identifiant arXiv «&#xa0;%1&#xa0;» de ce relevé ne permet pas d’ouvrir la page web.</translation>
    </message>
    <message>
        <source>Could not open %1 in the browser.</source>
        <translation>Impossible d’ouvrir %1 dans le navigateur.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation>Non résolue suivante</translation>
    </message>
    <message>
        <source>Previous Unresolved</source>
        <translation>Non résolue précédente</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Web Page</source>
        <translation>Page web</translation>
    </message>
    <message>
        <source>&amp;Forget Cached Copy</source>
        <translation>Oub&amp;lier la copie en cache</translation>
    </message>
    <message>
        <source>Remove this record&apos;s copy from the cache; the next open fetches it anew</source>
        <translation>Retirer la copie de ce relevé du cache&#xa0;; la prochaine ouverture le récupère à nouveau</translation>
    </message>
    <message>
        <source>Forgot the cached copy of arXiv:%1; the next open fetches it anew.</source>
        <translation>Copie en cache d’arXiv:%1 oubliée&#xa0;; la prochaine ouverture la récupère à nouveau.</translation>
    </message>
    <message>
        <source>There is no cached copy of arXiv:%1.</source>
        <translation>Il n’y a pas de copie en cache d’arXiv:%1.</translation>
    </message>
    <message>
        <source>%1: %2 outbound and %3 inbound observations. %4</source>
        <extracomment>Status bar after opening: %1 title, %2 and %3 counts of outbound and inbound observations, %4 the integrity verdict</extracomment>
        <translation>%1 : %2 observations sortantes et %3 entrantes. %4</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Open on pith.&amp;science</source>
        <translation>Ouvrir sur pith.scien&amp;ce</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Onglet suivan&amp;t</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Onglet précéde&amp;nt</translation>
    </message>
    <message>
        <source>%1 is already open in this tab.</source>
        <translation>%1 est déjà ouvert dans cet onglet.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Colour Rows</source>
        <translation>&amp;Colorer les lignes</translation>
    </message>
    <message>
        <source>Colouring &amp;Rules…</source>
        <translation>&amp;Règles de couleur…</translation>
    </message>
    <message>
        <source>Load Inte&amp;grity Findings…</source>
        <translation>Char&amp;ger les constats d’intégrité…</translation>
    </message>
    <message>
        <source>Load Integrity Findings</source>
        <translation>Charger les constats d’intégrité</translation>
    </message>
    <message>
        <source>Pith integrity files (*.json);;All files (*)</source>
        <translation>Fichiers d’intégrité Pith (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Fetc&amp;h Integrity Findings</source>
        <translation>Téléc&amp;harger les constats d’intégrité</translation>
    </message>
    <message>
        <source>Fetch Pith&apos;s integrity findings about this paper and show them on the references they concern</source>
        <translation>Télécharger les constats d’intégrité de Pith sur cet article et les afficher sur les références concernées</translation>
    </message>
    <message>
        <source>Select the next shown reference that is not verified and not reviewed (F3)</source>
        <translation>Sélectionner la référence affichée suivante qui n’est ni vérifiée ni examinée (F3)</translation>
    </message>
    <message>
        <source>Select the previous shown reference that is not verified and not reviewed (Shift+F3)</source>
        <translation>Sélectionner la référence affichée précédente qui n’est ni vérifiée ni examinée (Maj+F3)</translation>
    </message>
    <message>
        <source>Open a Folder of Records</source>
        <translation>Ouvrir un dossier d&apos;enregistrements</translation>
    </message>
    <message>
        <source>Open Li&amp;brary Folder…</source>
        <translation>Ouvrir un dossier &amp;bibliothèque…</translation>
    </message>
    <message>
        <source>Open Lis&amp;t of Papers…</source>
        <translation>Ouvrir une lis&amp;te d’articles…</translation>
    </message>
    <message>
        <source>Open a List of Papers</source>
        <translation>Ouvrir une liste d’articles</translation>
    </message>
    <message>
        <source>Lists of papers (*.txt *.list)</source>
        <translation>Listes d’articles (*.txt *.list)</translation>
    </message>
    <message>
        <source>Fetch every paper of a text file of arXiv ids or URLs, one per line, into one library</source>
        <translation>Récupérer chaque article d’un fichier texte d’identifiants arXiv ou d’URL, un par ligne, dans une bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier error(s) not shown</source>
        <translation>
            <numerusform>%n erreur précédente non affichée</numerusform>
            <numerusform>%n erreurs précédentes non affichées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ObservationTable</name>
    <message>
        <source>Observations</source>
        <translation>Observations</translation>
    </message>
    <message>
        <source>&amp;Reset Columns</source>
        <translation>&amp;Réinitialiser les colonnes</translation>
    </message>
</context>
<context>
    <name>pith::ui::OpenStatus</name>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Annuler le chargement</translation>
    </message>
    <message>
        <source>the sample record</source>
        <translation>le relevé d’exemple</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Récupération de %1…</translation>
    </message>
    <message>
        <source>Fetching %1… %2</source>
        <translation>Récupération de %1… %2</translation>
    </message>
</context>
<context>
    <name>pith::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Where records are fetched from: BASE/paper/ID/citation-record.json. Plain http is used only when you enter an http:// address here.</source>
        <translation>D’où les relevés sont récupérés&#xa0;: BASE/paper/ID/citation-record.json. Le http non chiffré n’est utilisé que si vous saisissez ici une adresse http://.</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>URL de &amp;base&#xa0;:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language of the window; takes full effect on the next start</source>
        <translation>La langue de la fenêtre&#xa0;; prend pleinement effet au prochain démarrage</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Network &amp;timeout:</source>
        <translation>&amp;Délai réseau&#xa0;:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation>&#xa0;Mio</translation>
    </message>
    <message>
        <source>A download larger than this is stopped, so a hostile server cannot exhaust memory</source>
        <translation>Un téléchargement plus gros est arrêté, pour qu’un serveur hostile ne puisse pas épuiser la mémoire</translation>
    </message>
    <message>
        <source>Largest &amp;download:</source>
        <translation>&amp;Téléchargement maximal&#xa0;:</translation>
    </message>
    <message>
        <source>The base URL must be an http:// or https:// address with a host, e.g. https://pith.science</source>
        <translation>L’URL de base doit être une adresse http:// ou https:// avec un hôte, par ex. https://pith.science</translation>
    </message>
    <message>
        <source>Remove every fetched record kept for offline use, in %1</source>
        <translation>Supprimer tous les relevés récupérés conservés pour une utilisation hors ligne, dans %1</translation>
    </message>
    <message>
        <source>Fetched records:</source>
        <translation>Relevés récupérés&#xa0;:</translation>
    </message>
    <message>
        <source>Clear &amp;Cache (%1)</source>
        <extracomment>%1 the size of the cache, e.g. &quot;1.2 MiB&quot;</extracomment>
        <translation>&amp;Vider le cache (%1)</translation>
    </message>
    <message>
        <source>&amp;Reopen the last session&apos;s tabs on start</source>
        <translation>&amp;Rouvrir les onglets de la dernière session au démarrage</translation>
    </message>
    <message>
        <source>In use now: %1 (given with --base-url); the address above applies from the next start.</source>
        <translation>Utilisée maintenant&#xa0;: %1 (donnée par --base-url)&#xa0;; l’adresse ci-dessus s’applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Pith&apos;s public keys for signed integrity events, one per line: the key id, a space, and the Ed25519 key in base64. Only with a key for its key id is an event&apos;s signature checked.</source>
        <translation>Clés publiques de Pith pour les événements d’intégrité signés, une par ligne : l’identifiant de clé, une espace et la clé Ed25519 en base64. La signature d’un événement n’est vérifiée qu’avec une clé pour son identifiant de clé.</translation>
    </message>
    <message>
        <source>Pith signing &amp;keys:</source>
        <translation>Clés de si&amp;gnature Pith :</translation>
    </message>
    <message>
        <source>Pith signing keys: &quot;%1&quot; is not &quot;KEYID KEY&quot; with an Ed25519 key%2</source>
        <extracomment>%1 the line of the keys field, %2 why it is no key</extracomment>
        <translation>Clés de signature Pith : « %1 » n’est pas « IDCLÉ CLÉ » avec une clé Ed25519%2</translation>
    </message>
    <message>
        <source>Kept with each review decision and note (empty: your account&apos;s name)</source>
        <translation>Conservé avec chaque décision et note de revue (vide&#xa0;: le nom de votre compte)</translation>
    </message>
    <message>
        <source>Your &amp;name in reviews:</source>
        <translation>Votre &amp;nom dans les revues&#xa0;:</translation>
    </message>
</context>
<context>
    <name>pith::ui::RecordHeader</name>
    <message>
        <source>Paper title</source>
        <translation>Titre de l’article</translation>
    </message>
    <message>
        <source>arXiv identifier and version</source>
        <translation>Identifiant arXiv et version</translation>
    </message>
    <message>
        <source>Primary category</source>
        <translation>Catégorie principale</translation>
    </message>
    <message>
        <source>Primary arXiv category</source>
        <translation>Catégorie arXiv principale</translation>
    </message>
    <message>
        <source>Record assembled</source>
        <translation>Relevé constitué</translation>
    </message>
    <message>
        <source>Thesis</source>
        <translation>Thèse</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>No record open</source>
        <translation>Aucun relevé ouvert</translation>
    </message>
    <message>
        <source>Record header</source>
        <translation>En-tête du relevé</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
    <message>
        <source>arXiv id not stated</source>
        <translation>identifiant arXiv non indiqué</translation>
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
        <translation>Soumis le %1, mis à jour le %2</translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation>(non indiqué)</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Au %1</translation>
    </message>
    <message>
        <source>Assembled %1 (UTC)
Local time: %2</source>
        <translation>Constitué le %1 (UTC)
Heure locale&#xa0;: %2</translation>
    </message>
    <message>
        <source>As of: not stated</source>
        <translation>Date&#xa0;: non indiquée</translation>
    </message>
    <message>
        <source>Not an RFC 3339 time: %1</source>
        <translation>Pas une heure RFC 3339&#xa0;: %1</translation>
    </message>
    <message>
        <source>Record header: %1</source>
        <translation>En-tête du relevé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Standing notices</source>
        <translation>Avis sur le statut</translation>
    </message>
    <message>
        <source>Click to show only these rows.</source>
        <translation>Cliquer pour n’afficher que ces lignes.</translation>
    </message>
    <message>
        <source>The source record&apos;s thesis: %1</source>
        <translation>Thèse de l’enregistrement source : %1</translation>
    </message>
    <message>
        <source>As of %1, %2 UTC</source>
        <extracomment>%1 the record&apos;s date, %2 its time of day in UTC</extracomment>
        <translation>Au %1, %2 UTC</translation>
    </message>
</context>
<context>
    <name>pith::ui::RecordView</name>
    <message>
        <source>Filtered to %1</source>
        <translation>Filtré sur %1</translation>
    </message>
    <message>
        <source>This reference has no Pith link to a paper record, so it cannot be followed.</source>
        <translation>Cette référence n’a pas de lien Pith vers le relevé d’un article&#xa0;; elle ne peut donc pas être suivie.</translation>
    </message>
    <message>
        <source>The link &quot;%1&quot; is not a Pith paper link, so it is not followed.</source>
        <translation>Le lien «&#xa0;%1&#xa0;» n’est pas un lien Pith vers un article&#xa0;; il n’est donc pas suivi.</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>&amp;Copier les lignes</translation>
    </message>
    <message>
        <source>Copy &amp;Title</source>
        <translation>Copier le &amp;titre</translation>
    </message>
    <message>
        <source>Copy &amp;arXiv Id</source>
        <translation>Copier l’identifiant &amp;arXiv</translation>
    </message>
    <message>
        <source>Copy &amp;DOI</source>
        <translation>Copier le &amp;DOI</translation>
    </message>
    <message>
        <source>Open the Citing Paper&apos;s &amp;Record</source>
        <translation>Ouvrir le &amp;relevé de l’article citant</translation>
    </message>
    <message>
        <source>Open the Cited Paper&apos;s &amp;Record</source>
        <translation>Ouvrir le &amp;relevé de l’article cité</translation>
    </message>
    <message>
        <source>Open in &amp;New Tab</source>
        <translation>Ouvrir dans un &amp;nouvel onglet</translation>
    </message>
    <message>
        <source>no Pith link: cannot be followed</source>
        <translation>aucun lien Pith&#xa0;: ne peut pas être suivi</translation>
    </message>
    <message>
        <source>not a Pith paper link: not followed</source>
        <translation>pas un lien Pith vers un article&#xa0;: non suivi</translation>
    </message>
    <message>
        <source>&amp;Show Only &quot;%1&quot;</source>
        <translation>N’affic&amp;her que «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&amp;Hide &quot;%1&quot;</source>
        <translation>&amp;Masquer «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>&amp;Effacer le filtre</translation>
    </message>
    <message>
        <source>Cached copy, fetched %1.</source>
        <translation>Copie en cache, récupérée le %1.</translation>
    </message>
    <message>
        <source>Cached copy, fetched %1. The network could not be used: %2</source>
        <translation>Copie en cache, récupérée le %1. Le réseau n’a pas pu être utilisé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Copy Rows Ra&amp;w</source>
        <translation>Copier les lignes &amp;brutes</translation>
    </message>
    <message>
        <source>Copy the selected rows without the apostrophe that keeps a spreadsheet from running a cell as a formula</source>
        <translation>Copier les lignes sélectionnées sans l’apostrophe qui empêche un tableur d’exécuter une cellule comme formule</translation>
    </message>
    <message>
        <source>%1 on references, %2 not joined</source>
        <translation>%1 sur des références, %2 non rattachés</translation>
    </message>
    <message>
        <source>No shown reference is unresolved and unreviewed.</source>
        <translation>Aucune référence affichée n’est à la fois non résolue et non examinée.</translation>
    </message>
    <message>
        <source>Filtered to observations whose notice has the event “%1”</source>
        <extracomment>Status bar after a click on the header&apos;s notice line; %1 the event type&apos;s name</extracomment>
        <translation>Filtré sur les observations dont l’avis porte l’événement « %1 »</translation>
    </message>
</context>
<context>
    <name>pith::ui::ReportRenderer</name>
    <message>
        <source>there is no record to export</source>
        <translation>il n’y a aucun relevé à exporter</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>Échec de l’impression</translation>
    </message>
    <message>
        <source>The report could not be printed.</source>
        <translation>Le rapport n’a pas pu être imprimé.</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Imprimer le rapport</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>No observation is selected.</source>
        <translation>Aucune observation n’est sélectionnée.</translation>
    </message>
    <message>
        <source>Paper Citation Record report</source>
        <extracomment>Small heading above the paper title in the printed report</extracomment>
        <translation>Rapport de relevé de citations (Paper Citation Record)</translation>
    </message>
    <message>
        <source>(untitled paper)</source>
        <translation>(article sans titre)</translation>
    </message>
    <message>
        <source>as of %1</source>
        <extracomment>%1 is a date, %2 the exact RFC 3339 time it comes from</extracomment>
        <translation>au %1</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>au %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Observations: all %Ln</source>
        <translation>
            <numerusform>Observations&#xa0;: toutes les %Ln</numerusform>
            <numerusform>Observations&#xa0;: toutes les %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Observations: %1 of %2 shown</source>
        <extracomment>%1 selected rows, %2 all rows of the record</extracomment>
        <translation>Observations&#xa0;: %1 sur %2 affichées</translation>
    </message>
    <message>
        <source>Query: none (no filter)</source>
        <translation>Requête&#xa0;: aucune (pas de filtre)</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>Requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>Context digest: not stated</source>
        <translation>Empreinte de contexte&#xa0;: non indiquée</translation>
    </message>
    <message>
        <source>Context digest: %1</source>
        <translation>Empreinte de contexte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Recomputed: %1</source>
        <translation>Recalculée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Couverture</translation>
    </message>
    <message>
        <source>Reference resolution</source>
        <translation>Résolution des références</translation>
    </message>
    <message>
        <source>Dir.</source>
        <extracomment>Report table header: outbound or inbound (abbreviated)</extracomment>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Report table header: reference number in the citing paper&apos;s bibliography</extracomment>
        <translation>Réf.</translation>
    </message>
    <message>
        <source>Cited or citing work</source>
        <extracomment>Report table header: the paper on the other end of the citation</extracomment>
        <translation>Œuvre citée ou citante</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Report table header: resolution status</extracomment>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Resolver</source>
        <translation>Résolveur</translation>
    </message>
    <message>
        <source>Notice</source>
        <extracomment>Report table header: standing notice (retractions, corrections)</extracomment>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Digest</source>
        <extracomment>Report table header: whether the observation digest verifies</extracomment>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>out</source>
        <extracomment>Report table: an outbound observation (this paper cites the work), abbreviated</extracomment>
        <translation>sort.</translation>
    </message>
    <message>
        <source>in</source>
        <comment>inbound observation</comment>
        <translation>entr.</translation>
    </message>
    <message>
        <source>(untitled work)</source>
        <translation>(œuvre sans titre)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
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
        <translation>INVALIDE</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>Footer of every report page; %1 page number, %2 page count</extracomment>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Pith Ledger %1  ·  exported %2</source>
        <extracomment>Report footer; %1 program version, %2 export time (UTC)</extracomment>
        <translation>Pith Ledger %1  ·  exporté le %2</translation>
    </message>
    <message>
        <source>there is no record to report on</source>
        <translation>il n’y a aucun relevé pour le rapport</translation>
    </message>
    <message>
        <source>the page is too small for the report</source>
        <translation>la page est trop petite pour le rapport</translation>
    </message>
    <message>
        <source>cannot draw on the output device</source>
        <translation>impossible de dessiner sur le périphérique de sortie</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>impossible de commencer une nouvelle page</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>l’export a été annulé</translation>
    </message>
    <message>
        <source>drawing the report failed</source>
        <translation>le dessin du rapport a échoué</translation>
    </message>
    <message>
        <source>The audit reports no finding.</source>
        <translation>L’audit ne signale aucun constat.</translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) not printed; pith-ledger-cli verify lists every one.</source>
        <extracomment>Under the report&apos;s findings list; %n findings not printed</extracomment>
        <translation>
            <numerusform>%n autre constat non imprimé ; pith-ledger-cli verify les liste tous.</numerusform>
            <numerusform>%n autres constats non imprimés ; pith-ledger-cli verify les liste tous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Source: not recorded</source>
        <extracomment>Report footer; %1 the file path or URL the record was read from</extracomment>
        <translation>Source : non enregistrée</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>as_of: not stated</source>
        <extracomment>Report footer; %1 the record&apos;s as_of time as stated</extracomment>
        <translation>as_of : non indiqué</translation>
    </message>
    <message>
        <source>as_of %1</source>
        <translation>as_of %1</translation>
    </message>
    <message>
        <source>Pith integrity findings</source>
        <extracomment>Report section heading; %1 file or URL the findings came from</extracomment>
        <translation>Constats d’intégrité de Pith</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to the references below (marked in the table).</source>
        <extracomment>%n findings shown on their rows below</extracomment>
        <translation>
            <numerusform>%n constat rattaché aux références ci-dessous (signalé dans le tableau).</numerusform>
            <numerusform>%n constats rattachés aux références ci-dessous (signalés dans le tableau).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not joined to a reference (%n):</source>
        <translation>
            <numerusform>Non rattaché à une référence (%n) :</numerusform>
            <numerusform>Non rattachés à une référence (%n) :</numerusform>
        </translation>
    </message>
    <message>
        <source>More not printed; pith-ledger-cli summary --integrity lists every one.</source>
        <translation>D’autres non imprimés ; pith-ledger-cli summary --integrity les liste tous.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <extracomment>Report table: the review&apos;s decision (or &quot;not reviewed&quot;) and its note</extracomment>
        <translation>Revue&#xa0;: %1</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>pas examiné</translation>
    </message>
    <message>
        <source>Drawing the report for the printer…</source>
        <translation>Préparation du rapport pour l’imprimante…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Impression</translation>
    </message>
    <message>
        <source>Drawing the report for the printer: %1 of %2 observations</source>
        <extracomment>the print progress dialog: %1 and %2 observation counts</extracomment>
        <translation>Préparation du rapport pour l’imprimante&#xa0;: %1 observations sur %2</translation>
    </message>
    <message>
        <source>Coverage (%1)</source>
        <extracomment>PDF heading of the coverage lanes when not all are drawn: %1 &quot;shown 1,000 of 2,500&quot;</extracomment>
        <translation>Couverture (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%n)</source>
        <extracomment>Report section heading; %n the number of audit findings</extracomment>
        <translation>
            <numerusform>Constats d’audit (%n)</numerusform>
            <numerusform>Constats d’audit (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewController</name>
    <message>
        <source>Ref. %1: %2</source>
        <translation>Réf. %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Record note (your review&apos;s note on the whole record)</source>
        <translation>Note sur le relevé (la note de votre revue sur l’ensemble du relevé)</translation>
    </message>
    <message>
        <source>Review note on this observation</source>
        <translation>Note de revue sur cette observation</translation>
    </message>
    <message>
        <source>Mark &amp;Unreviewed</source>
        <translation>Marquer non &amp;examiné</translation>
    </message>
    <message>
        <source>Mark &amp;Confirmed</source>
        <translation>Marquer &amp;confirmé</translation>
    </message>
    <message>
        <source>Mark Needs &amp;Fix</source>
        <translation>Marquer à co&amp;rriger</translation>
    </message>
    <message>
        <source>Mark &amp;Not Resolvable</source>
        <translation>Marquer &amp;non résoluble</translation>
    </message>
    <message>
        <source>Mark &amp;Disputed</source>
        <translation>Marquer con&amp;testé</translation>
    </message>
    <message>
        <source>Mark the selected rows %1 (%2)</source>
        <extracomment>%1 a decision, %2 its key</extracomment>
        <translation>Marquer les lignes sélectionnées «&#xa0;%1&#xa0;» (%2)</translation>
    </message>
    <message>
        <source>Your review could not be saved: %1</source>
        <extracomment>%1 why the review file could not be written</extracomment>
        <translation>Votre revue n’a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 by %2, %3</source>
        <extracomment>%1 decision, %2 reviewer, %3 date and time</extracomment>
        <translation>%1 par %2, %3</translation>
    </message>
    <message>
        <source>The observation changed since it was reviewed: not counted as reviewed until looked at again.</source>
        <translation>L’observation a changé depuis son examen&#xa0;: elle ne compte pas comme examinée tant qu’elle n’a pas été revue.</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %1 of %2 shown</source>
        <extracomment>review progress: %1 rows with a decision, %2 rows shown (the plural follows %2)</extracomment>
        <translation>
            <numerusform>%1 sur %2 affichée examinée</numerusform>
            <numerusform>%1 sur %2 affichées examinées</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: %1 (changed since reviewed: press its key again to confirm it)</source>
        <extracomment>%1 the decision taken before the observation changed</extracomment>
        <translation>Revue&#xa0;: %1 (modifié depuis l’examen&#xa0;: appuyez à nouveau sur sa touche pour le confirmer)</translation>
    </message>
    <message>
        <source>Review: not reviewed (keys 1-5 decide)</source>
        <translation>Revue&#xa0;: pas examiné (les touches 1 à 5 décident)</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n row(s) %1</source>
        <extracomment>status bar: %1 a decision, %n how many rows</extracomment>
        <translation>
            <numerusform>%n ligne marquée «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>%n lignes marquées «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;vue</translation>
    </message>
    <message numerus="yes">
        <source>Took in %1: %n decision(s) or note(s) added, no conflicts.</source>
        <extracomment>%1 the colleague&apos;s review file, %n entries taken from it</extracomment>
        <translation>
            <numerusform>%1 intégré&#xa0;: %n décision ou note ajoutée, aucun conflit.</numerusform>
            <numerusform>%1 intégré&#xa0;: %n décisions ou notes ajoutées, aucun conflit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was taken in from %1.</source>
        <translation>Rien n’a été intégré depuis %1.</translation>
    </message>
    <message>
        <source>Took in %1.</source>
        <translation>%1 intégré.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <extracomment>%1 decision, %2 reviewer</extracomment>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 decision, %2 date and time</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <extracomment>%1 the decision, who took it and when (&quot;needs fix by Ada, 03/12/2026 10:00&quot;)</extracomment>
        <translation>Revue&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Carry Over</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Start &amp;Empty</source>
        <translation>Commencer &amp;vide</translation>
    </message>
    <message>
        <source>Took in the decisions saved to %1 elsewhere</source>
        <extracomment>status bar: %1 the review file, which another window or program wrote</extracomment>
        <translation>Décisions enregistrées ailleurs dans %1 reprises</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) or note(s) from %1 apply to this copy.</source>
        <translation>
            <numerusform>%n décision ou note de %1 s’applique à cette copie.</numerusform>
            <numerusform>%n décisions ou notes de %1 s’appliquent à cette copie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record note of %1 applies to this copy.</source>
        <translation>La note sur le relevé de %1 s’applique à cette copie.</translation>
    </message>
    <message>
        <source>Carry review over</source>
        <extracomment>Undo/redo text: the decisions of another copy&apos;s review taken in</extracomment>
        <translation>Reprendre la revue</translation>
    </message>
    <message numerus="yes">
        <source>Review carried over from the copy of %1: %n decision(s) to look at again (review:stale)</source>
        <extracomment>status bar: review decisions taken over from the older copy of the paper (%1 its date); %n how many of them are to be looked at again because their observation changed</extracomment>
        <translation>
            <numerusform>Revue reprise de la copie du %1 : %n décision à réexaminer (review:stale)</numerusform>
            <numerusform>Revue reprise de la copie du %1 : %n décisions à réexaminer (review:stale)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewMenu</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>Save Revie&amp;w As…</source>
        <translation>Enregistrer la re&amp;vue sous…</translation>
    </message>
    <message>
        <source>Write this record&apos;s review to a file, to hand it to a colleague; your decisions are then kept there</source>
        <translation>Écrire la revue de ce relevé dans un fichier, pour la transmettre&#xa0;; vos décisions y sont ensuite conservées</translation>
    </message>
    <message>
        <source>Open Rev&amp;iew…</source>
        <translation>Ouvrir une rev&amp;ue…</translation>
    </message>
    <message>
        <source>Take in a colleague&apos;s review of this paper: merged into yours</source>
        <translation>Intégrer la revue de cet article faite par un collègue&#xa0;: fusionnée avec la vôtre</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>Re&amp;vue</translation>
    </message>
    <message>
        <source>Mark &amp;Unreviewed</source>
        <translation>Marquer non &amp;examiné</translation>
    </message>
    <message>
        <source>Mark &amp;Confirmed</source>
        <translation>Marquer &amp;confirmé</translation>
    </message>
    <message>
        <source>Mark Needs &amp;Fix</source>
        <translation>Marquer à co&amp;rriger</translation>
    </message>
    <message>
        <source>Mark &amp;Not Resolvable</source>
        <translation>Marquer &amp;non résoluble</translation>
    </message>
    <message>
        <source>Mark &amp;Disputed</source>
        <translation>Marquer con&amp;testé</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>tooltip of Edit &gt; Undo: %1 what it undoes (&quot;Decision &quot;confirmed&quot;&quot;)</extracomment>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save Review As</source>
        <translation>Enregistrer la revue sous</translation>
    </message>
    <message>
        <source>Pith Ledger reviews (*.review.json);;JSON files (*.json)</source>
        <translation>Revues Pith Ledger (*.review.json);;Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>The review was not saved: %1</source>
        <extracomment>%1 why the review could not be written</extracomment>
        <translation>La revue n’a pas été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Review saved in %1; your decisions are kept there from now on.</source>
        <translation>Revue enregistrée dans %1&#xa0;; vos décisions y sont désormais conservées.</translation>
    </message>
    <message>
        <source>Take In a Review</source>
        <translation>Intégrer une revue</translation>
    </message>
    <message>
        <source>The review was not taken in: %1</source>
        <extracomment>%1 why the review file was refused (it names the file)</extracomment>
        <translation>La revue n’a pas été intégrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewMergeDialog</name>
    <message>
        <source>note: “%1”</source>
        <extracomment>a review note quoted in the merge dialog</extracomment>
        <translation>note&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <extracomment>who decided and when, in the merge dialog</extracomment>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Take in a Review</source>
        <translation>Intégrer une revue</translation>
    </message>
    <message numerus="yes">
        <source>%1 and your review disagree on %n item(s). Choose the version to keep for each; the other decisions of both are combined.</source>
        <extracomment>%1 the colleague&apos;s review file, %n how many observations both changed differently</extracomment>
        <translation>
            <numerusform>%1 et votre revue divergent sur %n point. Choisissez la version à garder&#xa0;; les autres décisions des deux sont réunies.</numerusform>
            <numerusform>%1 et votre revue divergent sur %n points. Choisissez pour chacun la version à garder&#xa0;; les autres décisions des deux sont réunies.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record note</source>
        <translation>Note sur le relevé</translation>
    </message>
    <message>
        <source>Mine: %1</source>
        <translation>La mienne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation>L’autre&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Take In</source>
        <translation>&amp;Intégrer</translation>
    </message>
</context>
<context>
    <name>pith::ui::Settings</name>
    <message>
        <source>The settings file %1 was %2, not a regular file; it was set aside as %3 and a new one is written</source>
        <extracomment>%1 the settings file, %2 what it was (e.g. &quot;a symbolic link&quot;), %3 where it was moved</extracomment>
        <translation>Le fichier de préférences %1 était %2, pas un fichier ordinaire&#xa0;; il a été mis de côté sous %3 et un nouveau est écrit</translation>
    </message>
    <message>
        <source>cannot write %1: the settings could not be prepared in %2</source>
        <extracomment>%1 the settings file</extracomment>
        <translation>impossible d’écrire %1&#xa0;: les préférences n’ont pas pu être préparées dans %2</translation>
    </message>
    <message>
        <source>The settings file %1 has %2 bytes, more than the %3 a settings file may have; it was set aside as %4 and a new one is written</source>
        <extracomment>%1 the settings file, %2 its size in bytes, %3 the largest size read, %4 where it was moved</extracomment>
        <translation>Le fichier de paramètres %1 fait %2 octets, plus que les %3 qu’un fichier de paramètres peut avoir ; il a été mis de côté sous le nom %4 et un nouveau est écrit</translation>
    </message>
</context>
<context>
    <name>pith::ui::StandingSourcesPanel</name>
    <message>
        <source>Standing sources</source>
        <translation>Sources permanentes</translation>
    </message>
    <message>
        <source>(unnamed source)</source>
        <translation>(source sans nom)</translation>
    </message>
    <message>
        <source>%1, observed %2</source>
        <extracomment>A standing source and when it was checked; %2 a local date and time</extracomment>
        <translation>%1, observée le %2</translation>
    </message>
    <message>
        <source>Observed %1 (UTC)</source>
        <translation>Observée le %1 (UTC)</translation>
    </message>
    <message>
        <source>%1, observation time not stated</source>
        <translation>%1, heure d’observation non indiquée</translation>
    </message>
    <message>
        <source>No standing source is recorded.</source>
        <translation>Aucune source permanente n’est enregistrée.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more source(s) not listed</source>
        <translation>
            <numerusform>%Ln autre source non listée</numerusform>
            <numerusform>%Ln autres sources non listées</numerusform>
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
        <translation>Parcourez les Pith Paper Citation Records&#xa0;: ce qu’un article cite, qui le cite, comment chaque référence a été résolue, et si chaque empreinte est vérifiée.</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Record</source>
        <translation>Ouvrir le relevé d’e&amp;xemple</translation>
    </message>
    <message>
        <source>The bundled record of arXiv:2509.00217 (21 outbound references)</source>
        <translation>Le relevé fourni de arXiv:2509.00217 (21 références sortantes)</translation>
    </message>
    <message>
        <source>&amp;Open a File…</source>
        <translation>Ouvrir un &amp;fichier…</translation>
    </message>
    <message>
        <source>Open by arXiv &amp;Id or URL…</source>
        <translation>Ouvrir par &amp;identifiant arXiv ou URL…</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <source>You can also drop record files on this window.</source>
        <translation>Vous pouvez aussi déposer des fichiers de relevés sur cette fenêtre.</translation>
    </message>
    <message>
        <source>No recent files yet.</source>
        <translation>Pas encore de fichier récent.</translation>
    </message>
</context>
<context>
    <name>pith::ui::SummaryPanel</name>
    <message>
        <source>Coverage</source>
        <extracomment>Side panel heading: the record&apos;s coverage vector</extracomment>
        <translation>Couverture</translation>
    </message>
    <message>
        <source>Resolution breakdown</source>
        <extracomment>Side panel heading: counts per resolution state</extracomment>
        <translation>Répartition des résolutions</translation>
    </message>
    <message>
        <source>Standing sources</source>
        <extracomment>Side panel heading: sources checked for retractions and corrections</extracomment>
        <translation>Sources permanentes</translation>
    </message>
    <message>
        <source>External citation measurements</source>
        <extracomment>Side panel heading</extracomment>
        <translation>Mesures de citations externes</translation>
    </message>
    <message>
        <source>Click a state to filter the table to it</source>
        <translation>Cliquez sur un état pour y filtrer le tableau</translation>
    </message>
    <message>
        <source>Coverage (%1)</source>
        <extracomment>Side panel heading when not all lanes are drawn: %1 &quot;shown 1,000 of 2,500&quot;</extracomment>
        <translation>Couverture (%1)</translation>
    </message>
    <message>
        <source>Resolution breakdown (%1)</source>
        <extracomment>Side panel heading when not every state is drawn: %1 &quot;shown 23 of 2,506&quot;</extracomment>
        <translation>Répartition des résolutions (%1)</translation>
    </message>
</context>
</TS>
