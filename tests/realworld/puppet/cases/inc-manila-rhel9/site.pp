include manila
