$x = 1
if $x { notice(2) } else { 3 }
case $x { 1: { notice(1) } }
notice(1)
