notice(['1','t','y','true','yes','0','f','n','false','no','','undef','undefined', true, false].map |$s| { str2bool($s) })
