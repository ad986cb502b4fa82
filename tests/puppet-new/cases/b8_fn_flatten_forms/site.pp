$f = { 'format' => "%(a", 'separator' => ""}
notice(String([1,[2,[3]]].flatten, Array => $f))
notice(String(flatten(1), Array => $f))
notice(String(flatten([1]), Array => $f))
notice(String(flatten({a=>1}), Array => $f))
notice(String(flatten([1],2,[[3,4]]), Array => $f))
notice(flatten())
