# Terminal play, scripts and rendering.
