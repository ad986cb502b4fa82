$a = [1, present, 2, absent, 3, present]
notice($a.slice(2))
notice({a=>1,b=>2,c=>3}.slice(2))
notice([1,2,3].slice(2))
