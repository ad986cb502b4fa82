$h = ['p', 'q'].reduce({}) |$memo, $x| { $memo + { $x => { 'message' => "msg-${x}" } } }
$h.each |$t, $a| { notify { $t: * => $a } }
