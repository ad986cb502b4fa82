'ab'.each |$c| { notice($c) }
