notice(slice(Integer[1, 5], 2))
notice(slice([1,2,3,4,5].reverse_each, 2))
notice(slice('abcde', 2))
notice(slice({a=>1,b=>2,c=>3}, 2))
slice([1,2,3], 2) |$a, $b| { notice("${a}:${b}") }
