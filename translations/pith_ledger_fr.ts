<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>ExportText</name>
    <message>
        <source>writing failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <extracomment>%1 is the system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObservationFilter</name>
    <message>
        <source>unterminated quote in &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;-&quot; must be followed by a term to negate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty phrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing key before &quot;:&quot; in &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known keys: %2; put text with a colon in quotes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1:&quot; needs at least one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty value in &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad %1 value &quot;%2&quot; (expected a number, a range such as 2019..2021, &gt;=N or &lt;=N%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 range &quot;%2&quot; is empty: its start is after its end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveText</name>
    <message>
        <source>cannot write %1: %2</source>
        <extracomment>%1 is a file path, %2 the reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is the record being exported; choose another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pith::Language</name>
    <message>
        <source>  --lang LANG               use language LANG (%1) instead of the system&apos;s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option --lang needs a value, such as de or fr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (available: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pith::ObservationModel</name>
    <message>
        <source>outbound</source>
        <comment>direction of an observation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound</source>
        <comment>direction of an observation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <comment>digest verifies</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad</source>
        <comment>digest does not verify</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>Column header: outbound or inbound</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ref.</source>
        <extracomment>Column header: the reference&apos;s number in the citing paper&apos;s bibliography</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Column header: title of the paper on the other end of the citation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arXiv</source>
        <extracomment>Column header</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOI</source>
        <extracomment>Column header</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <extracomment>Column header: publication year</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>Column header: resolution status, e.g. verified fuzzy</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolver</source>
        <extracomment>Column header: which resolver matched the reference</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed</source>
        <extracomment>Column header: when the resolution was observed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice</source>
        <extracomment>Column header: standing notice state (retractions, corrections)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>Column header: number of standing-notice events</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest</source>
        <extracomment>Column header: whether the observation digest verifies</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pith::ResolutionSummaryModel</name>
    <message>
        <source>State</source>
        <extracomment>Column header: a resolution state such as &quot;verified fuzzy&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observations</source>
        <extracomment>Column header: outbound observations in this state</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stated</source>
        <extracomment>Column header: the count the record&apos;s state_counts gives</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
