function m::double(Integer $x) >> Integer { $x * 2 }
