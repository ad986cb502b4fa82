$r = case 'z' { 'a': { 1 } }
notify { "r=[${r}]": }
