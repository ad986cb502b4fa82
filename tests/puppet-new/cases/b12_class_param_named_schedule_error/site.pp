class withsched($schedule = 'x') { notify { 'n': } }
include withsched
