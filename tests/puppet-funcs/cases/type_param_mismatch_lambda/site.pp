notice([1, 2].map |String $x| { $x })
