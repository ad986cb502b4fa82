              class c {
                notify { 'something': message => "$::a::b" }
              }
              class parent {
                $not_b = 'from parent'
              }
              class a inherits parent { }

              $b = "from topscope"
              node default {
                include a
                include c
              }
