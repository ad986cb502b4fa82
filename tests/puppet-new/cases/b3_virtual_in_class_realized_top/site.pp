class c { @notify { 'inside': } }
include c
realize(Notify['inside'])
