          function please_return() {
            [1,2,3].map |$x| { if $x == 1 { return() } 200 }
            300
          }
          notify { "x${please_return}y": }
