/**
 * The audit rows (whole lookups the reader once got wrong, by theme) in one test file: each theme's
 * file registers its tests, and the bundled engine, loaded once per file (about 12 s on this machine),
 * serves them all instead of loading anew for each of twelve files.
 */
import './audit-declared.cases';
import './audit-fitted.cases';
import './audit-home.cases';
import './audit-named.cases';
import './audit-printed.cases';
import './audit-recall.cases';
import './audit-shop-ec-fifth.cases';
import './audit-shop-ec-sixth.cases';
import './audit-shop-goods.cases';
import './audit-shop-soft.cases';
import './audit-stated.cases';
import './audit-subheadings.cases';
import './audit-team-titles-w.cases';
import './audit-team-titles-ab.cases';
import './audit-team-titles-ai.cases';
import './audit-team-titles-an.cases';
import './audit-team-titles-av.cases';
import './audit-team-titles-ba.cases';
import './audit-team-titles-bi.cases';
import './audit-team-titles-bn.cases';
import './audit-team-titles-bs.cases';
import './audit-team-titles-by.cases';
import './audit-team-titles-cd.cases';
import './audit-team-titles-cp.cases';
import './audit-team-titles-cu.cases';
import './audit-team-titles-cx.cases';
import './audit-team-titles-dc.cases';
import './audit-team-titles-dh.cases';
import './audit-team-titles-dn.cases';
import './audit-team-titles-dt.cases';
import './audit-team-titles-dz.cases';
import './audit-team-titles-ef.cases';
import './audit-team-titles-el.cases';
import './audit-team-titles-ex.cases';
import './audit-team-titles-fc.cases';
import './audit-team-titles-fg.cases';
import './audit-team-titles-fo.cases';
import './audit-team-titles-fw.cases';
import './audit-team-titles-gc.cases';
import './audit-team-titles-gi.cases';
import './audit-team-titles-gq.cases';
import './audit-team-titles-gu.cases';
import './audit-team-titles-gy.cases';
import './audit-team-titles-hc.cases';
import './audit-team-titles-hi.cases';
import './audit-team-titles-hl.cases';
import './audit-team-titles-hp.cases';
import './audit-team-titles-ht.cases';
import './audit-team-titles-hx.cases';
import './audit-team-titles-ij.cases';
import './audit-team-titles-it.cases';
import './audit-team-titles-jb.cases';
import './audit-team-titles-jc.cases';
