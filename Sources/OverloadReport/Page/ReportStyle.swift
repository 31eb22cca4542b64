/// The page's stylesheet: system fonts only, a light and a dark scheme, a print layout.
/// Printed, the page is the light scheme on white whatever the system's scheme (the dark one
/// is for screens only: no dark paper, no pale series); a chart is never cut across pages, nor parted from its heading or
/// legend; the data tables stay folded (the charts carry them; a table opened before printing
/// is printed), and the navigation is left out.
/// Series colours are the Okabe-Ito palette (distinguishable with the common colour
/// vision deficiencies), darkened in the light scheme to a contrast of 4.5:1 for text;
/// every series also has its own dash, marker or label, so colour is never the only carrier.
enum ReportStyle {
    static let css = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#5f6368;--rule:#d9d9de;--panel:#f6f6f8;
    --s0:#0072b2;--s1:#b24a00;--s2:#007a5a;--s3:#a8437e;--s4:#7d6300;--s5:#4a4a4a;
    --band:rgba(0,158,115,.14);--span:rgba(95,99,104,.13);--l0:#e8e8ec;--l1:#c6dbef;--l2:#6baed6;--l3:#08519c;--record:#b8860b;--warn:#b3261e}
    @media screen and (prefers-color-scheme:dark){:root{--bg:#141416;--fg:#ececf0;--muted:#a8abb3;--rule:#3a3a40;--panel:#1e1e22;
    --s0:#56b4e9;--s1:#f0a050;--s2:#3cc79a;--s3:#e59ccd;--s4:#e3c84b;--s5:#9fd4f5;
    --band:rgba(60,199,154,.16);--span:rgba(200,200,210,.12);--l0:#2a2a30;--l1:#1f4e79;--l2:#3d85c6;--l3:#9fc5e8;--record:#ffd24d;--warn:#ff8a80}}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:60rem;padding:1rem 1.25rem 3rem;background:var(--bg);color:var(--fg);
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    h1{font-size:1.6rem;margin:.5rem 0 0}h2{font-size:1.25rem;margin:2.25rem 0 .5rem;border-bottom:1px solid var(--rule);padding-bottom:.25rem}
    h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
    p.meta,.note{color:var(--muted)}
    nav ol{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none;margin:.75rem 0}
    a{color:var(--s0)}
    figure{margin:.5rem 0}
    svg.chart{width:100%;height:auto;display:block;font-size:11px;fill:var(--fg)}
    svg .axis text{fill:var(--muted)}svg .unit{font-style:italic}
    svg .grid{stroke:var(--rule);stroke-width:1}svg .baseline,svg .tick{stroke:var(--muted)}
    svg .series path{fill:none;stroke-width:2}svg .series.dashed path{stroke-dasharray:6 4}
    svg .series text.name{font-weight:600}
    .s0{stroke:var(--s0);fill:var(--s0)}.s1{stroke:var(--s1);fill:var(--s1)}.s2{stroke:var(--s2);fill:var(--s2)}
    .s3{stroke:var(--s3);fill:var(--s3)}.s4{stroke:var(--s4);fill:var(--s4)}.s5{stroke:var(--s5);fill:var(--s5)}
    svg .series circle.hollow{fill:var(--bg);stroke-width:1.5}
    svg .series path{fill:none}svg .series path.cross{stroke-dasharray:none}svg .series text{stroke:none}
    svg polygon.record{fill:var(--record);stroke:var(--fg);stroke-width:.75}
    svg .span rect{fill:var(--span)}svg .span rect.rug{fill:var(--muted)}svg .span text{fill:var(--muted);font-size:10px}
    svg .band rect{fill:var(--band)}svg .band text{fill:var(--muted);font-size:10px}
    svg .event line{stroke:var(--muted);stroke-dasharray:2 3}svg .event text{fill:var(--muted);font-size:10px}
    svg .bar rect{fill:var(--s0)}svg .bar text.value{fill:var(--fg)}
    svg rect.empty{fill:none;stroke:var(--rule)}svg rect.extra{fill:var(--panel);stroke:var(--s1);stroke-width:1.5}
    svg rect.level0{fill:var(--l0);stroke:var(--warn)}svg rect.level1{fill:var(--l1)}svg rect.level2{fill:var(--l2)}svg rect.level3{fill:var(--l3)}
    svg text.glyph{font-size:11px;fill:var(--fg)}svg text.glyph.l2,svg text.glyph.l3{fill:var(--bg)}
    svg text.missed{fill:var(--warn);font-weight:600}
    .legend .s0{color:var(--s0)}.legend .s1{color:var(--s1)}.legend .s2{color:var(--s2)}.legend .s3{color:var(--s3)}
    .legend .s4{color:var(--s4)}.legend .s5{color:var(--s5)}
    .legend{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;font-size:.875rem;color:var(--muted);margin:.25rem 0 .5rem;padding:0;list-style:none}
    table{border-collapse:collapse;margin:.5rem 0;font-size:.875rem;font-variant-numeric:tabular-nums}
    caption{text-align:left;color:var(--muted);padding-bottom:.25rem}
    th,td{padding:.2rem .6rem;border-bottom:1px solid var(--rule);text-align:right;vertical-align:top}
    th[scope=row],thead th:first-child{text-align:left}
    details{margin:.25rem 0 1rem;overflow-x:auto}summary{cursor:pointer;color:var(--muted);font-size:.875rem}
    .next li{margin:.35rem 0}.next .targets{font-variant-numeric:tabular-nums;font-weight:600}
    .why{color:var(--muted);font-size:.9rem}.flag{color:var(--warn);font-weight:600}
    .figure{font-size:1.6rem;font-weight:700}
    ol.timeline{list-style:none;padding-left:0;border-left:2px solid var(--rule);margin-left:.5rem}
    ol.timeline li{padding:.2rem 0 .6rem 1rem;position:relative}
    ol.timeline li::before{content:"";position:absolute;left:-.4rem;top:.65rem;width:.6rem;height:.6rem;border-radius:50%;background:var(--muted)}
    .wide{overflow-x:auto;max-width:100%}
    @media print{:root{color-scheme:light}body{max-width:none;padding:0;font-size:11pt;background:#fff;color:#000}nav,summary{display:none}
    h2,h3{break-after:avoid}figure,.legend,tr{break-inside:avoid}figure{break-after:avoid}
    svg.chart{max-height:9cm}.wide{overflow:visible}a{color:inherit;text-decoration:none}}
    """
}
