<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>pith::ColourRules</name>
    <message numerus="yes">
        <source>the query is longer than %n characters</source>
        <translation>
            <numerusform>the query is longer than %n characters</numerusform>
            <numerusform>the query is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n rules</source>
        <translation>
            <numerusform>more than %n rules</numerusform>
            <numerusform>more than %n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rule %1: the name is longer than %n characters</source>
        <extracomment>%1 the rule&apos;s number (1-based)</extracomment>
        <translation>
            <numerusform>rule %1: the name is longer than %n characters</numerusform>
            <numerusform>rule %1: the name is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters</source>
        <translation>
            <numerusform>longer than %n characters</numerusform>
            <numerusform>longer than %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ExportSubset</name>
    <message numerus="yes">
        <source>Subset of arXiv:%1 (%2 of %n observation(s)), exported %3</source>
        <extracomment>%1 arXiv id, %2 selected observations, %n the source&apos;s observations, %3 the export date</extracomment>
        <translation>
            <numerusform>Subset of arXiv:%1 (%2 of %n observation), exported %3</numerusform>
            <numerusform>Subset of arXiv:%1 (%2 of %n observations), exported %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::IntegrityJoinText</name>
    <message numerus="yes">
        <source>ref_index is read as reference number ref_index + %1, as %n finding(s) joined by identifier show (Pith has not published whether ref_index counts from 0 or 1)</source>
        <extracomment>%1 the number added, %2 how many findings showed it</extracomment>
        <translation>
            <numerusform>ref_index is read as reference number ref_index + %1, as %n finding joined by identifier shows (Pith has not published whether ref_index counts from 0 or 1)</numerusform>
            <numerusform>ref_index is read as reference number ref_index + %1, as %n findings joined by identifier show (Pith has not published whether ref_index counts from 0 or 1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ref_index is read as the record&apos;s reference number, as %n finding(s) joined by identifier show</source>
        <translation>
            <numerusform>ref_index is read as the record&apos;s reference number, as %n finding joined by identifier shows</numerusform>
            <numerusform>ref_index is read as the record&apos;s reference number, as %n findings joined by identifier show</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n references cite the DOI %1 and the finding names no reference number</source>
        <extracomment>%1 a DOI, %n how many references cite it</extracomment>
        <translation>
            <numerusform>%n reference cites the DOI %1 and the finding names no reference number</numerusform>
            <numerusform>%n references cite the DOI %1 and the finding names no reference number</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n rescinded</numerusform>
            <numerusform>%n rescinded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n detector(s) run</source>
        <translation>
            <numerusform>%n detector run</numerusform>
            <numerusform>%n detectors run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pith calls it clean, yet lists %n critical or advisory finding(s)</source>
        <extracomment>%n live critical and advisory findings the same file lists</extracomment>
        <translation>
            <numerusform>Pith calls it clean, yet lists %n critical or advisory finding</numerusform>
            <numerusform>Pith calls it clean, yet lists %n critical or advisory findings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::NoticeEvent</name>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Cites %Ln work with a notice event of unstated type</numerusform>
            <numerusform>Cites %Ln works with a notice event of unstated type</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice event of unstated type</source>
        <translation>
            <numerusform>Cited by %Ln work with a notice event of unstated type</numerusform>
            <numerusform>Cited by %Ln works with a notice event of unstated type</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a retraction notice</source>
        <extracomment>Record header, PDF and CLI summary: %Ln cited (Cites) or citing (Cited by) works</extracomment>
        <translation>
            <numerusform>Cites %Ln work with a retraction notice</numerusform>
            <numerusform>Cites %Ln works with a retraction notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a retraction notice</source>
        <translation>
            <numerusform>Cited by %Ln work with a retraction notice</numerusform>
            <numerusform>Cited by %Ln works with a retraction notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Cites %Ln work with a correction notice</numerusform>
            <numerusform>Cites %Ln works with a correction notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a correction notice</source>
        <translation>
            <numerusform>Cited by %Ln work with a correction notice</numerusform>
            <numerusform>Cited by %Ln works with a correction notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Cites %Ln work with an expression of concern</numerusform>
            <numerusform>Cites %Ln works with an expression of concern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an expression of concern</source>
        <translation>
            <numerusform>Cited by %Ln work with an expression of concern</numerusform>
            <numerusform>Cited by %Ln works with an expression of concern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Cites %Ln work with a withdrawal notice</numerusform>
            <numerusform>Cites %Ln works with a withdrawal notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a withdrawal notice</source>
        <translation>
            <numerusform>Cited by %Ln work with a withdrawal notice</numerusform>
            <numerusform>Cited by %Ln works with a withdrawal notice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Cites %Ln work with an erratum</numerusform>
            <numerusform>Cites %Ln works with an erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with an erratum</source>
        <translation>
            <numerusform>Cited by %Ln work with an erratum</numerusform>
            <numerusform>Cited by %Ln works with an erratum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cites %Ln work(s) with a notice of type “%1”</source>
        <extracomment>%1 an event type the program does not know, as the record names it</extracomment>
        <translation>
            <numerusform>Cites %Ln work with a notice of type “%1”</numerusform>
            <numerusform>Cites %Ln works with a notice of type “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cited by %Ln work(s) with a notice of type “%1”</source>
        <translation>
            <numerusform>Cited by %Ln work with a notice of type “%1”</numerusform>
            <numerusform>Cited by %Ln works with a notice of type “%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::RecordVerdict</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln observation(s) fail</source>
        <extracomment>Integrity badge: observation digests that do not match</extracomment>
        <translation>
            <numerusform>%Ln observation fails</numerusform>
            <numerusform>%Ln observations fail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit: %n warning(s)</source>
        <extracomment>Integrity badge: digests match, the audit found only warnings</extracomment>
        <translation>
            <numerusform>Audit: %n warning</numerusform>
            <numerusform>Audit: %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln observation digest(s) verify</source>
        <translation>
            <numerusform>The %Ln observation digest verifies</numerusform>
            <numerusform>All %Ln observation digests verify</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %L1 observation digest(s) do not match</source>
        <extracomment>%Ln failing observations (the verb agrees with them), %L1 all observations</extracomment>
        <translation>
            <numerusform>%Ln of %L1 observation digests does not match</numerusform>
            <numerusform>%Ln of %L1 observation digests do not match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::Review</name>
    <message numerus="yes">
        <source>Decision &quot;%1&quot; on %n rows</source>
        <extracomment>Undo/redo text; %1 is a decision, %n how many rows it was applied to</extracomment>
        <translation>
            <numerusform>Decision &quot;%1&quot; on %n row</numerusform>
            <numerusform>Decision &quot;%1&quot; on %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %1 of %2 observations</source>
        <extracomment>review summary: %1 observations with a decision, %2 all, %3 counts per decision</extracomment>
        <translation>
            <numerusform>Reviewed %1 of %2 observation</numerusform>
            <numerusform>Reviewed %1 of %2 observations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::cli</name>
    <message numerus="yes">
        <source>saved arXiv:%1 (%n byte(s)) to %2 from %3</source>
        <extracomment>%1 arXiv id, %n bytes, %2 file name, %3 URL</extracomment>
        <translation>
            <numerusform>saved arXiv:%1 (%n byte) to %2 from %3</numerusform>
            <numerusform>saved arXiv:%1 (%n bytes) to %2 from %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Inbound: %n Pith citation observation(s)</source>
        <translation>
            <numerusform>Inbound: %n Pith citation observation</numerusform>
            <numerusform>Inbound: %n Pith citation observations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %3, %4, %n finding(s)</source>
        <extracomment>summary: one detector run: name, version, status, time, findings</extracomment>
        <translation>
            <numerusform>%1 %2: %3, %4, %n finding</numerusform>
            <numerusform>%1 %2: %3, %4, %n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with notice events (%1)</source>
        <extracomment>summary FOLDER|LIST: %n observations with standing-notice events, %1 their types</extracomment>
        <translation>
            <numerusform>%n with notice events (%1)</numerusform>
            <numerusform>%n with notice events (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>summary FOLDER|LIST: the totals&apos; first line</extracomment>
        <translation>
            <numerusform>%n record read</numerusform>
            <numerusform>%n records read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>summary FOLDER|LIST: after the records read</extracomment>
        <translation>
            <numerusform>%n could not be read</numerusform>
            <numerusform>%n could not be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) fail verification</source>
        <extracomment>summary FOLDER|LIST: totals, records whose verification fails</extracomment>
        <translation>
            <numerusform>%n record fails verification</numerusform>
            <numerusform>%n records fail verification</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) with notice events</source>
        <extracomment>summary FOLDER|LIST: totals, records with standing-notice events</extracomment>
        <translation>
            <numerusform>%n record with notice events</numerusform>
            <numerusform>%n records with notice events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read</source>
        <translation>
            <numerusform>%n record could not be read</numerusform>
            <numerusform>%n records could not be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>arXiv:%1: %n cop(ies) removed from the history</source>
        <extracomment>history: %n copies removed, %1 the arXiv id</extracomment>
        <translation>
            <numerusform>arXiv:%1: %n copy removed from the history</numerusform>
            <numerusform>arXiv:%1: %n copies removed from the history</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::history</name>
    <message numerus="yes">
        <source>%n reference(s) resolved</source>
        <translation>
            <numerusform>%n reference resolved</numerusform>
            <numerusform>%n references resolved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new %1 notice(s)</source>
        <extracomment>%1 an event type such as &quot;retraction&quot;</extracomment>
        <translation>
            <numerusform>%n new %1 notice</numerusform>
            <numerusform>%n new %1 notices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) no longer verified</source>
        <translation>
            <numerusform>%n reference no longer verified</numerusform>
            <numerusform>%n references no longer verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) added</source>
        <translation>
            <numerusform>%n observation added</numerusform>
            <numerusform>%n observations added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) removed</source>
        <translation>
            <numerusform>%n observation removed</numerusform>
            <numerusform>%n observations removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) since the copy of %1</source>
        <extracomment>%n changes, %1 a date such as &quot;9 Aug 2026&quot;</extracomment>
        <translation>
            <numerusform>%n change since the copy of %1</numerusform>
            <numerusform>%n changes since the copy of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in use by another process (%1); tried for %n second(s). Nothing was changed or set aside: try again when the other process is done with it.</source>
        <extracomment>%1 what SQLite says (e.g. &quot;database is locked&quot;); %n seconds waited</extracomment>
        <translation>
            <numerusform>in use by another process (%1); tried for %n second. Nothing was changed or set aside: try again when the other process is done with it.</numerusform>
            <numerusform>in use by another process (%1); tried for %n seconds. Nothing was changed or set aside: try again when the other process is done with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other copy(ies) that fail verification passed over.</source>
        <extracomment>%n copies of the paper kept before whose digests or audit fail: not compared with</extracomment>
        <translation>
            <numerusform>%n other copy that fails verification passed over.</numerusform>
            <numerusform>%n other copies that fail verification passed over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::net::Fetcher</name>
    <message numerus="yes">
        <source>Timed out after %n second(s) fetching %1</source>
        <translation>
            <numerusform>Timed out after %n second fetching %1</numerusform>
            <numerusform>Timed out after %n seconds fetching %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server asks to retry after %n second(s)</source>
        <translation>
            <numerusform>the server asks to retry after %n second</numerusform>
            <numerusform>the server asks to retry after %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n redirect(s) fetching %1</source>
        <translation>
            <numerusform>Gave up after %n redirect fetching %1</numerusform>
            <numerusform>Gave up after %n redirects fetching %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before the JSON record does: the transfer was cut off</source>
        <translation>
            <numerusform>The answer from %1 ends after %n byte, before the JSON record does: the transfer was cut off</numerusform>
            <numerusform>The answer from %1 ends after %n bytes, before the JSON record does: the transfer was cut off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer from %1 ends after %n byte(s), before its last chunk: the transfer was cut off</source>
        <translation>
            <numerusform>The answer from %1 ends after %n byte, before its last chunk: the transfer was cut off</numerusform>
            <numerusform>The answer from %1 ends after %n bytes, before its last chunk: the transfer was cut off</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::net::RecordCache</name>
    <message numerus="yes">
        <source>%1: the digest of %n observation(s) does not match (%2)</source>
        <extracomment>%1 a file or URL, %n how many observations, %2 the first failing observation id</extracomment>
        <translation>
            <numerusform>%1: the digest of %n observation does not match (%2)</numerusform>
            <numerusform>%1: the digests of %n observations do not match (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::Breakdown</name>
    <message numerus="yes">
        <source>%1: %n observation(s)</source>
        <extracomment>Accessible description of one breakdown segment; %1 the state name</extracomment>
        <translation>
            <numerusform>%1: %n observation</numerusform>
            <numerusform>%1: %n observations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more state(s)</source>
        <extracomment>The breakdown&apos;s last entry when it cannot draw every state (a record with thousands)</extracomment>
        <translation>
            <numerusform>%Ln more state</numerusform>
            <numerusform>%Ln more states</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::BreakdownChart</name>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)
Click to show only these rows.</source>
        <extracomment>Breakdown chart tooltip; %1 state name, %2 observation count</extracomment>
        <translation>
            <numerusform>%1: %2 of %n outbound observation
Click to show only these rows.</numerusform>
            <numerusform>%1: %2 of %n outbound observations
Click to show only these rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)</source>
        <extracomment>Breakdown chart tooltip of the entry that stands for the states not drawn; %1 &quot;N more states&quot;, %2 their observations</extracomment>
        <translation>
            <numerusform>%1: %2 of %n outbound observation</numerusform>
            <numerusform>%1: %2 of %n outbound observations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourLegend</name>
    <message numerus="yes">
        <source>Colours %n row(s) (a row takes the colours of the first rule that matches it).
Click to filter by its query: %1</source>
        <extracomment>%n rows the rule colours, %1 its query</extracomment>
        <translation>
            <numerusform>Colours %n row (a row takes the colours of the first rule that matches it).
Click to filter by its query: %1</numerusform>
            <numerusform>Colours %n rows (a row takes the colours of the first rule that matches it).
Click to filter by its query: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ColourRulesDialog</name>
    <message numerus="yes">
        <source>At most %n rules.</source>
        <translation>
            <numerusform>At most %n rules.</numerusform>
            <numerusform>At most %n rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n rule(s) from %1.</source>
        <translation>
            <numerusform>Imported %n rule from %1.</numerusform>
            <numerusform>Imported %n rules from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rule(s) to %1.</source>
        <translation>
            <numerusform>Exported %n rule to %1.</numerusform>
            <numerusform>Exported %n rules to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ExportDialog</name>
    <message numerus="yes">
        <source>All observations (%n)</source>
        <translation>
            <numerusform>All observations (%n)</numerusform>
            <numerusform>All observations (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the shown observations (%n)</source>
        <translation>
            <numerusform>Only the shown observations (%n)</numerusform>
            <numerusform>Only the shown observations (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ExternalMeasurementsPanel</name>
    <message numerus="yes">
        <source>%Ln more measurement(s) not listed</source>
        <translation>
            <numerusform>%Ln more measurement not listed</numerusform>
            <numerusform>%Ln more measurements not listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::FilterBar</name>
    <message numerus="yes">
        <source>%1 of %2 shown</source>
        <extracomment>&quot;n of m shown&quot;: %1 rows the filter keeps, %2 rows in the record (the plural follows %2)</extracomment>
        <translation>
            <numerusform>%1 of %2 shown</numerusform>
            <numerusform>%1 of %2 shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::HistoryTracker</name>
    <message numerus="yes">
        <source>%n stored cop(ies), %1 in %2</source>
        <extracomment>%n copies, %1 their size on disk, %2 the database file</extracomment>
        <translation>
            <numerusform>%n stored copy, %1 in %2</numerusform>
            <numerusform>%n stored copies, %1 in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n older cop(ies)</source>
        <translation>
            <numerusform>Removed %n older copy</numerusform>
            <numerusform>Removed %n older copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watched papers checked: %n changed</source>
        <extracomment>after checking the watched papers</extracomment>
        <translation>
            <numerusform>Watched papers checked: %n changed</numerusform>
            <numerusform>Watched papers checked: %n changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be fetched</source>
        <translation>
            <numerusform>%n could not be fetched</numerusform>
            <numerusform>%n could not be fetched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies whose digests or audit fail (kept, not compared with)</extracomment>
        <translation>
            <numerusform>%n fails verification</numerusform>
            <numerusform>%n fail verification</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cop(ies) removed from the history</source>
        <extracomment>status bar after forgetting copies of a paper in the history</extracomment>
        <translation>
            <numerusform>%n copy removed from the history</numerusform>
            <numerusform>%n copies removed from the history</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) with a copy kept</source>
        <extracomment>after &quot;Watched papers checked: 2 changed&quot;: fetched copies of another content than a kept copy with the same as_of (not compared with it)</extracomment>
        <translation>
            <numerusform>%n conflict with a copy kept</numerusform>
            <numerusform>%n conflicts with a copy kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDetail</name>
    <message numerus="yes">
        <source>Pith integrity findings (%n)</source>
        <translation>
            <numerusform>Pith integrity findings (%n)</numerusform>
            <numerusform>Pith integrity findings (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to references</source>
        <extracomment>%n findings on their rows</extracomment>
        <translation>
            <numerusform>%n finding joined to references</numerusform>
            <numerusform>%n findings joined to references</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDialog</name>
    <message numerus="yes">
        <source>Observation digests that do not match (%Ln)</source>
        <translation>
            <numerusform>Observation digests that do not match (%Ln)</numerusform>
            <numerusform>Observation digests that do not match (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%Ln)</source>
        <translation>
            <numerusform>Audit findings (%Ln)</numerusform>
            <numerusform>Audit findings (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more not listed</source>
        <translation>
            <numerusform>%Ln more not listed</numerusform>
            <numerusform>%Ln more not listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryReport</name>
    <message numerus="yes">
        <source>%n record(s) read</source>
        <extracomment>library report totals: records read</extracomment>
        <translation>
            <numerusform>%n record read</numerusform>
            <numerusform>%n records read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <extracomment>library report totals: records that could not be read</extracomment>
        <translation>
            <numerusform>%n could not be read</numerusform>
            <numerusform>%n could not be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s) verification</source>
        <extracomment>library report totals: records whose verification fails (the verb agrees with them)</extracomment>
        <translation>
            <numerusform>%n fails verification</numerusform>
            <numerusform>%n fail verification</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::LibraryTab</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n cannot be read</numerusform>
            <numerusform>%n cannot be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still to read</source>
        <translation>
            <numerusform>%n still to read</numerusform>
            <numerusform>%n still to read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n observation(s)</source>
        <extracomment>Library tab: %1 observations shown of %n in all records</extracomment>
        <translation>
            <numerusform>%1 of %n observation</numerusform>
            <numerusform>%1 of %n observations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::MainWindow</name>
    <message numerus="yes">
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>Copied %n row as tab-separated text.</numerusform>
            <numerusform>Copied %n rows as tab-separated text.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n earlier error(s) not shown</source>
        <translation>
            <numerusform>%n earlier error not shown</numerusform>
            <numerusform>%n earlier errors not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReportRenderer</name>
    <message numerus="yes">
        <source>Observations: all %Ln</source>
        <translation>
            <numerusform>Observations: all %Ln</numerusform>
            <numerusform>Observations: all %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more finding(s) not printed; pith-ledger-cli verify lists every one.</source>
        <extracomment>Under the report&apos;s findings list; %n findings not printed</extracomment>
        <translation>
            <numerusform>%n more finding not printed; pith-ledger-cli verify lists every one.</numerusform>
            <numerusform>%n more findings not printed; pith-ledger-cli verify lists every one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) joined to the references below (marked in the table).</source>
        <extracomment>%n findings shown on their rows below</extracomment>
        <translation>
            <numerusform>%n finding joined to the references below (marked in the table).</numerusform>
            <numerusform>%n findings joined to the references below (marked in the table).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not joined to a reference (%n):</source>
        <translation>
            <numerusform>Not joined to a reference (%n):</numerusform>
            <numerusform>Not joined to a reference (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%n)</source>
        <extracomment>Report section heading; %n the number of audit findings</extracomment>
        <translation>
            <numerusform>Audit findings (%n)</numerusform>
            <numerusform>Audit findings (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewController</name>
    <message numerus="yes">
        <source>Reviewed %1 of %2 shown</source>
        <extracomment>review progress: %1 rows with a decision, %2 rows shown (the plural follows %2)</extracomment>
        <translation>
            <numerusform>Reviewed %1 of %2 shown</numerusform>
            <numerusform>Reviewed %1 of %2 shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Marked %n row(s) %1</source>
        <extracomment>status bar: %1 a decision, %n how many rows</extracomment>
        <translation>
            <numerusform>Marked %n row %1</numerusform>
            <numerusform>Marked %n rows %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took in %1: %n decision(s) or note(s) added, no conflicts.</source>
        <extracomment>%1 the colleague&apos;s review file, %n entries taken from it</extracomment>
        <translation>
            <numerusform>Took in %1: %n decision or note added, no conflicts.</numerusform>
            <numerusform>Took in %1: %n decisions or notes added, no conflicts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) or note(s) from %1 apply to this copy.</source>
        <translation>
            <numerusform>%n decision or note from %1 applies to this copy.</numerusform>
            <numerusform>%n decisions or notes from %1 apply to this copy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review carried over from the copy of %1: %n decision(s) to look at again (review:stale)</source>
        <extracomment>status bar: review decisions taken over from the older copy of the paper (%1 its date); %n how many of them are to be looked at again because their observation changed</extracomment>
        <translation>
            <numerusform>Review carried over from the copy of %1: %n decision to look at again (review:stale)</numerusform>
            <numerusform>Review carried over from the copy of %1: %n decisions to look at again (review:stale)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReviewMergeDialog</name>
    <message numerus="yes">
        <source>%1 and your review disagree on %n item(s). Choose the version to keep for each; the other decisions of both are combined.</source>
        <extracomment>%1 the colleague&apos;s review file, %n how many observations both changed differently</extracomment>
        <translation>
            <numerusform>%1 and your review disagree on %n item. Choose the version to keep; the other decisions of both are combined.</numerusform>
            <numerusform>%1 and your review disagree on %n items. Choose the version to keep for each; the other decisions of both are combined.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::StandingSourcesPanel</name>
    <message numerus="yes">
        <source>%Ln more source(s) not listed</source>
        <translation>
            <numerusform>%Ln more source not listed</numerusform>
            <numerusform>%Ln more sources not listed</numerusform>
        </translation>
    </message>
</context>
</TS>
