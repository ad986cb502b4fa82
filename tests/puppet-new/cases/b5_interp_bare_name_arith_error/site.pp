$a = 10
notice("value is ${a*2} yo")
