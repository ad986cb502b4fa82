include manila::ganesha
