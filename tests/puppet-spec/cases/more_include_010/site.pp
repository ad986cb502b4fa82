            include [undef]
