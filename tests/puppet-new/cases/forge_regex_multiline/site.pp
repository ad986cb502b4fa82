sched::job { 'every5': minute => '*/5' }
sched::job { 'list': minute => '1,15,30' }
sched::job { 'range': minute => '10-20' }
sched::job { 'num': minute => 7 }
$m = 'a
b' =~ /a
b/
notice("multi-line literal matches: ${m}")
notice(['x/y', 'x
y'].map |$s| { $s =~ /x[^
]y/ })
