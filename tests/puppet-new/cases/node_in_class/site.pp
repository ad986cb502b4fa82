class c { node 'testnode' { } }
include c
