include manila::image::glance
