//! The sandbox's HTTP/1.1 accept loop on 127.0.0.1. Unlike `axum::serve`, it lets a handler
//! close its own connection without answering (fault injection's dropped connections).

use std::sync::Arc;

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::sync::{Notify, watch};
use tower::ServiceExt as _;

/// Lets a request close its connection without a response.
#[derive(Debug, Clone)]
pub struct ConnControl {
    kill: Arc<Notify>,
}

impl ConnControl {
    /// Closes the connection as soon as possible.
    pub fn kill(&self) {
        self.kill.notify_one();
    }
}

/// Serves `app` on `listener` until `shutdown` turns true; open connections close with it.
pub async fn serve(listener: TcpListener, app: Router, mut shutdown: watch::Receiver<bool>) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = shutdown.changed() => break,
        };
        let Ok((stream, _)) = accepted else { continue };
        let app = app.clone();
        let mut shutdown = shutdown.clone();
        tokio::spawn(async move {
            let kill = Arc::new(Notify::new());
            let control = ConnControl { kill: kill.clone() };
            let service =
                hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
                    request.extensions_mut().insert(control.clone());
                    let app = app.clone();
                    async move { app.oneshot(request.map(axum::body::Body::new)).await }
                });
            let connection = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = connection => {}
                () = kill.notified() => {}
                _ = shutdown.changed() => {}
            }
        });
    }
}
