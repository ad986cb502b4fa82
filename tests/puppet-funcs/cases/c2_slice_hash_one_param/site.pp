slice({a=>1, b=>2, c=>3}, 2) |$x| { notice($x) }
slice([1,2,3,4,5], 2) |$x| { notice($x) }
