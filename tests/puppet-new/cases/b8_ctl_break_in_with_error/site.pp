$result = with(1) |$x| { with($x) |$x| { break() } }
notice $result
