<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
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
        <source>The connection to %1 was lost after %n byte(s): %2</source>
        <translation>
            <numerusform>The connection to %1 was lost after %n byte: %2</numerusform>
            <numerusform>The connection to %1 was lost after %n bytes: %2</numerusform>
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
</context>
<context>
    <name>pith::ui::BreakdownChart</name>
    <message numerus="yes">
        <source>%1: %2 of %n outbound observation(s)
Click to show only these rows.</source>
        <translation>
            <numerusform>%1: %2 of %n outbound observation
Click to show only these rows.</numerusform>
            <numerusform>%1: %2 of %n outbound observations
Click to show only these rows.</numerusform>
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
        <source>%n more measurement(s) not listed</source>
        <translation>
            <numerusform>%n more measurement not listed</numerusform>
            <numerusform>%n more measurements not listed</numerusform>
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
    <name>pith::ui::Integrity</name>
    <message numerus="yes">
        <source>%n observation(s) fail</source>
        <extracomment>Integrity badge: observation digests that do not match</extracomment>
        <translation>
            <numerusform>%n observation fails</numerusform>
            <numerusform>%n observations fail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n observation digest(s) do not match.</source>
        <translation>
            <numerusform>%1 of %n observation digest does not match.</numerusform>
            <numerusform>%1 of %n observation digests do not match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n observation digest(s) match.</source>
        <translation>
            <numerusform>The %n observation digest matches.</numerusform>
            <numerusform>All %n observation digests match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::IntegrityDialog</name>
    <message numerus="yes">
        <source>Observation digests that do not match (%n)</source>
        <translation>
            <numerusform>Observation digests that do not match (%n)</numerusform>
            <numerusform>Observation digests that do not match (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit findings (%n)</source>
        <translation>
            <numerusform>Audit findings (%n)</numerusform>
            <numerusform>Audit findings (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more not listed</source>
        <translation>
            <numerusform>%n more not listed</numerusform>
            <numerusform>%n more not listed</numerusform>
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
        <source>%1: %2 outbound and %3 inbound observations, %n digest failure(s)</source>
        <extracomment>Status bar after opening: %1 title, then counts of outbound and inbound observations</extracomment>
        <translation>
            <numerusform>%1: %2 outbound and %3 inbound observations, %n digest failure</numerusform>
            <numerusform>%1: %2 outbound and %3 inbound observations, %n digest failures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::ReportRenderer</name>
    <message numerus="yes">
        <source>Observations: all %n</source>
        <translation>
            <numerusform>Observations: all %n</numerusform>
            <numerusform>Observations: all %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pith::ui::StandingSourcesPanel</name>
    <message numerus="yes">
        <source>%n more source(s) not listed</source>
        <translation>
            <numerusform>%n more source not listed</numerusform>
            <numerusform>%n more sources not listed</numerusform>
        </translation>
    </message>
</context>
</TS>
