notice([1,2].map |Integer $x| >> String { $x })
