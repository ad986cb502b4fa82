class c { tag('extra', 'more')
 notify { 'in-c': } }
include c
