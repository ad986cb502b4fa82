class c { contain missing::thing }
include c
