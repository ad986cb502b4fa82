define dm(Array[Integer] $xs = [1, 2, 3].map |$x| { $x * 10 }, String $first = String($xs[0])) {
  notify { $title: message => "${xs} ${first}" }
}
dm { 'a': }
dm { 'b': xs => [7] }
