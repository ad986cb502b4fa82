$pname = 'fred'
node "macbook-owned-by$pname" { }
