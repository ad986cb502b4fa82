realize(Notify['v-x'])
define d() { @notify { "v-${title}": } }
d { 'x': }
