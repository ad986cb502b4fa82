notice(r12l::cmdline('/usr/bin/app', ['--name', "it's here", 'a b', '$HOME']))
