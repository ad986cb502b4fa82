define d() { @notify { "v-${title}": } }
d { 'a': }
realize(Notify['v-a'])
