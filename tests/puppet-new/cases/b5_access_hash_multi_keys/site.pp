notice({a=>1, b=>2, c=>3}[c,b])
notice({a=>1, b=>2, c=>3}[a,b,c])
notice({a=>1, b=>2, c=>3}[x] =~ Undef)
notice({a=>{b=>{c=>'it works'}}}[a][b][c])
