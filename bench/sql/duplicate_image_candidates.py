"""Duplicate-image candidate look-up on PostgreSQL: V12's eight 8-bit bands against V20's four 16-bit segments
(each probed with its 16 one-bit neighbours), over 200,000 random perceptual hashes of one account.
Run: bench/sql/duplicate_image_candidates.sh (starts a throwaway PostgreSQL, loads the table, runs this)."""
import random, subprocess, json, statistics
def q(sql):
    out = subprocess.run(["psql","-At","-h","localhost","-p","25441","-U","avs","-d","avs","-c","EXPLAIN (ANALYZE, FORMAT JSON) "+sql],capture_output=True,text=True).stdout
    plan=json.loads(out)[0]
    return plan["Execution Time"], plan["Plan"]["Actual Rows"]
sel="SELECT applicant_id, document_id, file_id, sha256, phash FROM vi WHERE account_id = 'acct' AND applicant_id <> 'x' AND "
res={"bands":[], "segments":[]}
random.seed(1)
for t in range(30):
    h=random.getrandbits(64)
    sha="'%064x'"%h
    old=sel+"sha256 = "+sha+"".join(" UNION ALL "+sel+"b%d = %d"%(k,(h>>(8*k))&255) for k in range(8))
    new=sel+"sha256 = "+sha+"".join(" UNION ALL "+sel+"s%d IN (%s)"%(k, ",".join(str(v) for v in [(h>>(16*k))&65535]+[((h>>(16*k))&65535)^(1<<b) for b in range(16)])) for k in range(4))
    for name,sql in (("bands",old),("segments",new)):
        res[name].append(q(sql))
for name,v in res.items():
    times=sorted(x[0] for x in v[5:]); rows=[x[1] for x in v[5:]]
    print(name, "median ms %.2f"%statistics.median(times), "max ms %.2f"%max(times), "mean rows %.0f"%statistics.mean(rows))
