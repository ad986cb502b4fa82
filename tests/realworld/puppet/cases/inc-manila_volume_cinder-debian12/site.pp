include manila::volume::cinder
