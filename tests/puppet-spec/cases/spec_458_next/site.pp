        function do_next() {
          next(100)
        }
        $result = String([1,2,3].map |$x| { if $x == 1 { next do_next()+2 } $x*do_next() })
        notify { $result: }
