$a = 10
notice("value is ${$a*2} yo")
notice("value is ${"x%iy".sprintf($a)} yo")
notice("value is \${a} yo")
notice("value is ${/.*/} yo")
