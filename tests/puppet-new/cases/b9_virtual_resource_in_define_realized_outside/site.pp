define d() { @notify { "v-${title}": } }
d { 'x': }
realize(Notify['v-x'])
